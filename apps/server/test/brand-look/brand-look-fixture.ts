// Shared set-up of the brand look tests: the owner's calls and a readable look to start from.
import { BRAND_LOOK_ROUTES, type TBrandLook } from '@tableside/shared/contract/brand-look';
import type { TestApp } from '../helpers/test-app';

export const READABLE = {
  primaryColor: '#0f766e',
  secondaryColor: '#f59e0b',
  textColor: '#12302d',
  backgroundColor: '#fffbf2',
  fontKey: 'lora',
  logoMediaKey: null,
} as const;

export function getLook(t: TestApp, headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: BRAND_LOOK_ROUTES.look, headers });
}

export function putLook(t: TestApp, headers: Record<string, string>, payload: object) {
  return t.app.inject({ method: 'PUT', url: BRAND_LOOK_ROUTES.look, headers, payload });
}

/** Saves `changes` over the readable look at the current version; fails the test otherwise. */
export async function saveLook(
  t: TestApp,
  headers: Record<string, string>,
  changes: object = {},
): Promise<TBrandLook> {
  const current: TBrandLook = (await getLook(t, headers)).json();
  const res = await putLook(t, headers, { ...READABLE, version: current.version, ...changes });
  if (res.statusCode !== 200) throw new Error(`save look: ${res.statusCode} ${res.body}`);
  return res.json();
}
