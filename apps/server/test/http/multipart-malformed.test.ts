import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';
import { signIn } from '../staff-api/staff-api-fixture';

// A body that says multipart but is not (the fuzz test found it): the client's 400, not a 500.

const t = useTestApp();
let manager: Record<string, string>;

beforeAll(async () => {
  manager = await signIn(t, 'manager');
});

describe('a malformed multipart body', () => {
  for (const url of [
    '/v1/staff/branches/1/media',
    '/v1/staff/branches/1/menu/import?dryRun=true',
  ]) {
    it(`answers 400 naming the file at ${url}`, async () => {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...manager, 'content-type': 'multipart/form-data; boundary=x' },
        payload: 'outcome=PAY&x=%00',
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(/^file: /);
    });
  }
});
