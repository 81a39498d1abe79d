import { AppError } from './app-error';

/**
 * The X-Tenant a caller names must be the tenant that owns what it asks for (security model).
 * `claimed` is null on public lookups made before the app knows its tenant.
 */
export function assertTenant(claimed: number | null, owner: number): void {
  if (claimed !== null && claimed !== owner) {
    throw new AppError('FORBIDDEN', 'X-Tenant does not match the requested resource');
  }
}
