import { describe, expect, it } from 'vitest';
import { APP_PATHS, staffVerifyUrl } from './app-paths';
import {
  branchSettingsAllPath,
  brandStylePath,
  buildPath,
  GUEST_ROUTES,
  STAFF_ROUTES,
  SYSTEM_ROUTES,
} from './routes';

describe('routes', () => {
  it('puts every API path under /v1 except the brand style and the health check', () => {
    const paths = [
      ...Object.values(GUEST_ROUTES),
      ...Object.values(STAFF_ROUTES),
      SYSTEM_ROUTES.openApi,
      SYSTEM_ROUTES.smsOutbox,
    ];
    const outside = paths.filter((path) => !path.startsWith('/v1/'));
    expect(outside).toEqual(['/color-setting/tenant/:brandId']);
    expect(SYSTEM_ROUTES.health).toBe('/healthz');
  });

  it('has no path twice', () => {
    const paths = [
      ...Object.values(GUEST_ROUTES),
      ...Object.values(STAFF_ROUTES),
      ...Object.values(SYSTEM_ROUTES),
    ];
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each([
    [brandStylePath(1), '/color-setting/tenant/1'],
    [branchSettingsAllPath(2), '/v1/branchSetting/public/all/2'],
    [buildPath(STAFF_ROUTES.cancelItem, { id: 9 }), '/v1/staff/order-items/9/cancel'],
    [
      buildPath(STAFF_ROUTES.availability, { menuItemMasterId: 'a/b' }),
      '/v1/staff/menu-items/a%2Fb/availability',
    ],
    [buildPath(SYSTEM_ROUTES.health, {}), '/healthz'],
    [staffVerifyUrl('https://pub.example/', 12), 'https://pub.example/staff/verify/12'],
  ])('builds %j', (built, expected) => {
    expect(built).toBe(expected);
  });

  it('keeps the staff verify page inside the staff app', () => {
    expect(APP_PATHS.staffVerify.startsWith(APP_PATHS.staff)).toBe(true);
  });
});
