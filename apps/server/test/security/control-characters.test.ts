import { buildPath, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import { describe, expect, it } from 'vitest';
import { seatGuest } from '../helpers/guest-fixture';
import { useTestApp } from '../helpers/test-app';
import { addItems } from '../orders/cart-fixtures';
import { DEMO_PASSWORD, signIn } from '../staff-api/staff-api-fixture';
import { addGroup, firstSizeOf } from '../staff-services/staff-fixture';

// Issue 12, defect 2: PostgreSQL refuses U+0000 in text ('invalid byte sequence'), so a NUL
// that reached a query answered 500. Text fields refuse it (and the other control
// characters) at the contract, with 400 naming the field, on PGlite and PostgreSQL alike.

const t = useTestApp();

const login = (payload: object) =>
  t.app.inject({ method: 'POST', url: STAFF_ROUTES.login, payload });

const expect400 = (res: { statusCode: number; json: () => { message: string } }, field: RegExp) => {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ error: 'Bad Request', statusCode: 400 });
  expect(res.json().message).toMatch(field);
};

describe('control characters in text fields', () => {
  it('refuses a NUL in the staff login username with 400 naming it', async () => {
    const res = await login({ username: 'manager\u0000', password: DEMO_PASSWORD });
    expect400(res, /^username: must not contain control characters$/);
  });

  it('refuses a line break in a username (a one-line field)', async () => {
    const res = await login({ username: 'man\nager', password: DEMO_PASSWORD });
    expect400(res, /^username: /);
  });

  // A password is compared as typed, so only NUL is refused (contract/common.test.ts).
  it('refuses a NUL in a password, which a hash would otherwise cut the password at', async () => {
    const res = await login({ username: 'manager', password: `${DEMO_PASSWORD}\u0000` });
    expect400(res, /^password: must not contain a NUL character$/);
  });

  it('refuses a NUL in a cancel reason and keeps a multi-line reason', async () => {
    const manager = await signIn(t, 'manager');
    const guest = await seatGuest(t.db, t.clock, { tableId: 2 });
    const { itemIds } = await addGroup(t.db, guest, 'IN_PROGRESS', [{ quantity: 3 }]);
    const cancel = (reason: string) =>
      t.app.inject({
        method: 'POST',
        url: buildPath(STAFF_ROUTES.cancelItem, { id: itemIds[0] ?? 0 }),
        headers: manager,
        payload: { quantity: 1, reason },
      });

    expect400(await cancel('Spilled\u0000'), /^reason: must not contain control characters$/);
    expect400(await cancel('Spilled\u001b[31m'), /^reason: /);
    const multiLine = await cancel('Spilled\n\tby the guest');
    expect(multiLine.statusCode, multiLine.body).toBe(200);
  });

  it('refuses a NUL in an item instruction with 400 naming its place', async () => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 3 });
    const menuItemId = await firstSizeOf(t.db, guest.branchId);
    const res = await addItems(t, guest, [
      {
        quantity: 1,
        menuItemMaster: { id: menuItemId },
        instructions: ['No onion\u0000'],
        customerId: guest.customerId,
      },
    ]);
    expect400(res, /^menuItemsBody\.0\.instructions\.0: must not contain control characters$/);
  });

  // Found by test/fuzz: a jsonb column refuses the escape '\ud83d' JSON carries a lone
  // surrogate in, so the SMS settings' public config answered 500.
  it('refuses a lone surrogate in a saved SMS setting with 400 naming it', async () => {
    const owner = await signIn(t, 'owner');
    const res = await t.app.inject({
      method: 'PUT',
      url: STAFF_ROUTES.smsSettings,
      headers: owner,
      payload: {
        provider: 'twilio',
        keys: { accountSid: 'AC\ud83d', authToken: 'token', from: '+15551234567' },
        version: 0,
      },
    });
    expect400(res, /^keys\.accountSid: must be valid Unicode text$/);
  });
});
