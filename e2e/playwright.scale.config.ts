import { defineConfig } from '@playwright/test';

// The journey on two server processes behind nginx (e2e/scale): PostgreSQL and Redis from
// TEST_DATABASE_URL and TEST_REDIS_URL, the built server (npm run build first). The cluster is
// started by the spec's worker fixture, which also hands its nginx address to the pages.

const CI = process.env.CI === 'true' || process.env.CI === '1';

export default defineConfig({
  testDir: './scale',
  outputDir: './scale/test-results',
  workers: 1,
  fullyParallel: false,
  forbidOnly: CI,
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 5_000 },
  reporter: 'list',
  use: {
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [
    {
      name: 'phone-390',
      use: {
        viewport: { width: 390, height: 844 },
        screen: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        userAgent:
          'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
      },
    },
  ],
});
