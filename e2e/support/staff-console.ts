import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';

// The staff console (apps/staff at /staff/) in a browser context of its own, signed in as a
// demo member through the login API, so a spec starts on the screen it is about.

export type StaffUser = 'owner' | 'manager' | 'associate' | 'waiter' | 'kitchen';
export type StaffDevice = 'phone' | 'tablet';

const DEVICES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  tablet: { viewport: { width: 1024, height: 768 }, isMobile: false, hasTouch: true },
} as const;

export interface StaffConsole {
  page: Page;
  context: BrowserContext;
}

export async function openStaffConsole(
  browser: Browser,
  baseURL: string,
  options: { user: StaffUser; device?: StaffDevice; path?: string; signedIn?: boolean },
): Promise<StaffConsole> {
  const device = DEVICES[options.device ?? 'phone'];
  const context = await browser.newContext({
    baseURL,
    ...device,
    deviceScaleFactor: 2,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    reducedMotion: 'reduce',
  });
  if (options.signedIn !== false) {
    const login = await context.request.post('/v1/staff/auth/login', {
      data: { username: options.user, password: 'demo1234' },
    });
    expect(login.ok(), `staff login answered ${login.status()}`).toBe(true);
  }
  const page = await context.newPage();
  await page.goto(`/staff${options.path ?? '/'}`);
  return { page, context };
}
