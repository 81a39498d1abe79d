// Constants of @tableside/shared/contract/common, repeated here because importing that module
// evaluates its zod schemas, and zod stays out of the entry bundle (docs/decisions/0006).
// contract-constants.test.ts keeps them equal to the contract's.

/** The largest id (a Postgres int4), as the contract's ID_MAX. */
export const ID_MAX = 2_147_483_647;

/** The tenant header, as the contract's TENANT_HEADER. */
export const TENANT_HEADER = 'x-tenant';
