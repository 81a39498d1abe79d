import type { TestApp } from './test-app';

/** The tester's choice on the simulated gateway's page, posted as its form does. */
export const chooseOutcome = (t: Pick<TestApp, 'app'>, url: string, outcome: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });
