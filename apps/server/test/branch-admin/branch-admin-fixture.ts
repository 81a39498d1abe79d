// Shared set-up of the Branches page tests: the owner's calls and a branch body to start from.
// Demo: brand 1 has branches 1 and 2 (owner `owner`), brand 2 has branch 3 (owner `owner2`).
import {
  BRANCH_ADMIN_ROUTES,
  type TAdminBranch,
  type TBranchBodyInput,
} from '@tableside/shared/contract/branch-admin';
import { buildPath } from '@tableside/shared/contract/routes';
import type { TestApp } from '../helpers/test-app';

export type Headers = Record<string, string>;

export const branchUrl = (branchId: number) => buildPath(BRANCH_ADMIN_ROUTES.branch, { branchId });
export const archiveUrl = (branchId: number) =>
  buildPath(BRANCH_ADMIN_ROUTES.archive, { branchId });
export const copyUrl = (branchId: number) => buildPath(BRANCH_ADMIN_ROUTES.copy, { branchId });

export function branchBody(shortName: string, changes: Partial<TBranchBodyInput> = {}) {
  return {
    name: `Whitefield ${shortName}`,
    displayName: 'The Brew Room, Whitefield',
    shortName,
    address: '12 ITPL Main Road\nWhitefield, Bengaluru',
    timeZone: 'Asia/Kolkata',
    currency: null,
    country: null,
    termsText: null,
    ...changes,
  } satisfies TBranchBodyInput;
}

export function send(
  t: TestApp,
  headers: Headers,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  payload?: object,
) {
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

export async function createBranch(
  t: TestApp,
  headers: Headers,
  body: object,
): Promise<TAdminBranch> {
  const res = await send(t, headers, 'POST', BRANCH_ADMIN_ROUTES.branches, body);
  if (res.statusCode !== 201) throw new Error(`create branch: ${res.statusCode} ${res.body}`);
  return res.json();
}

export const asUpdate = (branch: TAdminBranch, changes: Partial<TBranchBodyInput> = {}) => {
  const { id: _id, archived: _archived, ...fields } = branch;
  return { ...fields, ...changes };
};
