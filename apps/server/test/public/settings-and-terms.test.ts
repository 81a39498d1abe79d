import { describe, expect, it } from 'vitest';
import { brewRoom, secondBrand } from '../../src/db/seed/demo-content/index';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const settingsUrls = (branchId: number | string) => [
  `/v1/branchSetting/public/all/${branchId}?branchSettingFilter=GENERAL_SETTINGS`,
  `/v1/branchSetting/public?branchId=${branchId}`,
];

describe('branch settings (both calls)', () => {
  it.each([
    [1, '00:00:00', '00:00:00'],
    [2, '11:30:00', '00:45:00'],
    [3, '08:00:00', '23:00:00'],
  ])('branch %i orders from %s to %s, Asia/Kolkata', async (branchId, opening, closing) => {
    for (const url of settingsUrls(branchId)) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toEqual({
        generalSettings: [
          {
            orderOpeningTime: opening,
            orderClosingTime: closing,
            timeZone: 'Asia/Kolkata',
            // The test clock stands at 2026-03-10T12:00:00Z; the offset holds the day after it.
            zoneClock: { offsetMinutes: 330, validUntil: '2026-03-11T12:00:00.000Z' },
          },
        ],
      });
    }
  });

  it('checks X-Tenant when sent, and answers 404 for an unknown branch', async () => {
    for (const url of settingsUrls(1)) {
      expect((await get(url, { 'x-tenant': '1' })).statusCode).toBe(200);
      expect((await get(url, { 'x-tenant': '2' })).statusCode).toBe(403);
    }
    for (const url of settingsUrls(4242)) expect((await get(url)).statusCode).toBe(404);
  });

  it.each([
    ['/v1/branchSetting/public/all/1', 'branchSettingFilter'],
    ['/v1/branchSetting/public/all/1?branchSettingFilter=PAYMENT_SETTINGS', 'branchSettingFilter'],
    ['/v1/branchSetting/public/all/abc?branchSettingFilter=GENERAL_SETTINGS', 'branchId'],
    ['/v1/branchSetting/public?branchId=abc', 'branchId'],
    ['/v1/branchSetting/public', 'branchId'],
  ])('%s -> 400 naming %s', async (url, field) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(new RegExp(`^${field}\\b`));
  });
});

describe('GET /v1/tenant/public/terms', () => {
  it("answers each brand's own wording", async () => {
    const one = await get('/v1/tenant/public/terms?id=1', { 'x-tenant': '1' });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({
      termsText: brewRoom.termsText,
      serviceChargeText: brewRoom.serviceChargeText,
    });
    expect(one.json().termsText).toContain('7.5%');
    const two = await get('/v1/tenant/public/terms?id=2');
    expect(two.json()).toEqual({
      termsText: secondBrand.termsText,
      serviceChargeText: secondBrand.serviceChargeText,
    });
  });

  it.each([
    ['/v1/tenant/public/terms?id=1', { 'x-tenant': '2' }, 403],
    ['/v1/tenant/public/terms?id=999', {}, 404],
    ['/v1/tenant/public/terms?id=abc', {}, 400],
    ['/v1/tenant/public/terms', {}, 400],
  ])('%s %j -> %i', async (url, headers, status) => {
    const res = await get(url, headers);
    expect(res.statusCode).toBe(status);
    expect(res.json().statusCode).toBe(status);
    if (status === 400) expect(res.json().message).toMatch(/^id\b/);
  });
});
