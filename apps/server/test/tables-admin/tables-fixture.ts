// Shared set-up of the tables tests: signed-in back-office calls and the routes' URLs.
// Demo ids: brand 1 has branches 1 and 2, brand 2 has branch 3.
import { TABLES_ADMIN_ROUTES, type TTableSetup } from '@tableside/shared/contract/tables-admin';
import { expect } from 'vitest';
import type { TestApp } from '../helpers/test-app';

export const BRANCH = 1;
export const OTHER_TENANT_BRANCH = 3;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

export const url = (template: string, params: Record<string, number>) =>
  Object.entries(params).reduce((u, [k, v]) => u.replace(`:${k}`, String(v)), template);

export function call(
  t: TestApp,
  headers: Record<string, string>,
  method: Method,
  path: string,
  payload?: object,
) {
  return t.app.inject({ method, url: path, headers, ...(payload ? { payload } : {}) });
}

export async function readSetup(
  t: TestApp,
  headers: Record<string, string>,
  branchId = BRANCH,
): Promise<TTableSetup> {
  const res = await call(t, headers, 'GET', url(TABLES_ADMIN_ROUTES.setup, { branchId }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Turns the branch's 'Require QR token' switch to `required`. */
export async function requireTokens(
  t: TestApp,
  headers: Record<string, string>,
  required: boolean,
  branchId = BRANCH,
): Promise<TTableSetup> {
  const { settingsVersion } = await readSetup(t, headers, branchId);
  const res = await call(t, headers, 'PUT', url(TABLES_ADMIN_ROUTES.tokensRequired, { branchId }), {
    required,
    version: settingsVersion,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The query string of a table's guest link (what the QR code encodes). */
export const linkQuery = (link: string) => new URL(link).searchParams;
