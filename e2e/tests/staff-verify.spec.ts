import { writeFile } from 'node:fs/promises';
import { chromium, type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { expect, test } from '../support/fixtures';
import { inspectScreen } from '../support/inspect';
import { LIVE } from '../support/ordering';
import { staffFlow } from '../support/staff-flow';

// Table verification, two-sided: the guests' QR code, read like a phone camera reads it,
// opens the console's verify page (signing in on the way), or the console's own scanner reads
// it from the camera; the associate verifies and the guests' banner leaves live. The scan
// screen's typed entry too. (The order screen itself: staff-order.spec.ts.)

const NOT_VERIFIED = 'Your Table is not yet verified';

const { openConsole, seatGuest, keepBrowser } = staffFlow();

/** The pixels of a QR code on screen (RGBA), drawn on white the way a camera would see it. */
async function qrPixels(qr: Locator, size: number) {
  const base64 = await qr.evaluate(async (svg, side) => {
    const image = new Image();
    const xml = new XMLSerializer().serializeToString(svg);
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(xml)}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, side, side);
    context.drawImage(image, 0, 0, side, side);
    let binary = '';
    for (const byte of context.getImageData(0, 0, side, side).data) {
      binary += String.fromCharCode(byte);
    }
    return btoa(binary);
  }, size);
  return new Uint8ClampedArray(Buffer.from(base64, 'base64'));
}

/**
 * A one-frame Y4M video of the QR code in the middle of a white 640x480 picture: Chromium's
 * fake camera plays it in a loop. Luma from the pixels; chroma neutral (the code is grey).
 */
function qrVideo(pixels: Uint8ClampedArray, size: number): Buffer {
  const [width, height] = [640, 480];
  const luma = Buffer.alloc(width * height, 255);
  const [left, top] = [(width - size) / 2, (height - size) / 2];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 4;
      const value = 0.299 * pixels[i]! + 0.587 * pixels[i + 1]! + 0.114 * pixels[i + 2]!;
      luma[(top + y) * width + left + x] = Math.round(value);
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const header = `YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`;
  return Buffer.concat([Buffer.from(header), luma, chroma]);
}

/** Opens the guest's verification QR code (banner -> sheet) and returns the sheet's code. */
async function openGuestQr(guest: Page, orderId: number): Promise<Locator> {
  await guest.getByRole('button', { name: 'Tap to Open' }).click();
  const qr = guest.getByRole('img', { name: `QR code of order ${orderId}` });
  await expect(qr).toBeVisible();
  return qr;
}

test('an associate opens the QR code of an unverified table, signs in and verifies it', async ({
  page: guest,
  newTableId,
  browser,
  baseURL,
  pageConsole,
}) => {
  test.setTimeout(90_000);
  const orderId = await seatGuest(guest, newTableId, 'Kavya Rao');
  const banner = guest.getByRole('heading', { name: NOT_VERIFIED });
  await expect(banner).toBeVisible();

  const url = await test.step('the QR code encodes the verify page of the order', async () => {
    const size = 400;
    const code = jsQR(await qrPixels(await openGuestQr(guest, orderId), size), size, size);
    expect(code?.data).toBe(`${baseURL}/staff/verify/${orderId}`);
    await guest.keyboard.press('Escape');
    return new URL(code!.data);
  });
  const table = `Table ${newTableId}`;

  const tablet = await test.step('the verify page on a tablet', async () => {
    const page = await openConsole(browser, baseURL!, {
      user: 'associate',
      device: 'tablet',
      path: `/verify/${orderId}`,
    });
    await expect(page.getByRole('heading', { name: table, level: 1 })).toBeVisible();
    await expect(page.getByText('Not verified', { exact: true })).toBeVisible();
    await inspectScreen(page, 'staff-verify-tablet');
    return page;
  });

  const phone = await test.step('a signed-out phone opens the URL and signs in', async () => {
    // The console learns it is signed out from these 401s, asked side by side.
    pageConsole.expectFailedRequest('/v1/staff/auth/me', 401);
    pageConsole.expectFailedRequest('/v1/staff/branches', 401);
    const page = await openConsole(browser, baseURL!, {
      user: 'associate',
      signedIn: false,
      path: url.pathname.replace(/^\/staff/, ''),
    });
    await expect(page).toHaveURL(/\/staff\/login\?next=%2Fverify%2F\d+$/);
    await expect(page.getByText('Sign in to verify the table you scanned.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Username' }).fill('associate');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(url.href);
    await expect(page.getByRole('heading', { name: table, level: 1 })).toBeVisible();
    await expect(page.getByText(/Table PIN/)).toBeVisible();
    await expect(page.getByText('Kavya Rao')).toBeVisible();
    await inspectScreen(page, 'staff-verify-phone');
    return page;
  });

  await test.step('Verify table: the guest banner leaves live', async () => {
    await phone.getByRole('button', { name: 'Verify table' }).click();
    await expect(phone.getByRole('heading', { name: `${table} is verified` })).toBeVisible();
    await expect(phone.getByRole('button', { name: 'Verify table' })).toHaveCount(0);
    await expect(banner).toHaveCount(0, LIVE);
    // The tablet showing the same order follows live.
    await expect(tablet.getByText(`${table} is already verified`)).toBeVisible(LIVE);
    await inspectScreen(phone, 'staff-verify-done-phone');
  });

  await test.step('the scanner takes a typed order number or a pasted link', async () => {
    await phone.getByRole('link', { name: 'Scan another table' }).click();
    await expect(phone.getByRole('heading', { name: 'Verify a table' })).toBeVisible();
    const field = phone.getByRole('textbox', { name: 'Order number or verify link' });
    await field.fill('table five');
    await phone.getByRole('button', { name: 'Open order' }).click();
    await expect(
      phone.getByText("That is not a table's verify code.", { exact: false }),
    ).toBeVisible();
    await field.fill(url.href);
    await inspectScreen(phone, 'staff-scan-phone');
    await phone.getByRole('button', { name: 'Open order' }).click();
    await expect(phone).toHaveURL(url.href);
    await expect(phone.getByText(`${table} is already verified`)).toBeVisible();

    await tablet.getByRole('link', { name: 'Scan another table' }).click();
    await expect(tablet.getByRole('button', { name: 'Start camera' })).toBeVisible();
    await inspectScreen(tablet, 'staff-scan-tablet');
  });
});

test("the console's camera scanner reads the guests' QR code", async ({
  page: guest,
  newTableId,
  baseURL,
}) => {
  const orderId = await seatGuest(guest, newTableId, 'Imran Qureshi');
  const size = 360;
  const video = test.info().outputPath('qr.y4m');
  await writeFile(video, qrVideo(await qrPixels(await openGuestQr(guest, orderId), size), size));

  // A browser of its own: the camera is a launch flag (playing the file as the camera).
  const withCamera = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  keepBrowser(withCamera);
  // The fake camera counts as allowed already, so the scanner starts without a tap.
  const page = await openConsole(withCamera, baseURL!, { user: 'associate', path: '/scan' });
  await expect(page).toHaveURL(`${baseURL}/staff/verify/${orderId}`, LIVE);
  await page.getByRole('button', { name: 'Verify table' }).click();
  await expect(guest.getByRole('heading', { name: NOT_VERIFIED })).toHaveCount(0, LIVE);
});
