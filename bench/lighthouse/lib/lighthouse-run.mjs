import lighthouse from 'lighthouse';

async function runOnce(page, url) {
  const flags = {
    logLevel: 'error',
    output: ['html', 'json'],
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: false,
  };
  const result = await lighthouse(url, flags, undefined, page);
  if (!result) throw new Error('Lighthouse returned no result');
  return result;
}

/** Loads of one measurement: a busy machine fails to record a trace now and then. */
const ATTEMPTS = 3;

/**
 * Lighthouse mobile (default settings: simulated slow 4G, 4x CPU throttling) loads `url` on
 * `page`. A trace Chromium failed to record (NO_NAVSTART and the like) says nothing about the
 * app: that load is measured again on the same tab, up to three loads in all.
 */
export async function runLighthouse(page, url) {
  let result = await runOnce(page, url);
  for (let attempt = 2; attempt <= ATTEMPTS && result.lhr.runtimeError; attempt += 1) {
    console.warn(`  Lighthouse: ${result.lhr.runtimeError.code}, measuring again`);
    result = await runOnce(page, url);
  }
  if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
  return { lhr: result.lhr, html: result.report[0] };
}

/**
 * Fails the run unless Lighthouse ended on `pathname` and the page shows every one of `texts`
 * (so a redirect or an error page is never measured).
 */
export async function assertRendered(page, lhr, pathname, texts) {
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  if (finalPath !== pathname) throw new Error(`Lighthouse ended on ${finalPath}, not ${pathname}`);
  try {
    await page.waitForFunction(
      (expected, wanted) =>
        location.pathname === expected &&
        wanted.every((text) => document.body.textContent.includes(text)),
      { timeout: 5_000 },
      pathname,
      texts,
    );
  } catch {
    const shown = await page.evaluate(() => `${location.pathname}: ${document.body.textContent}`);
    throw new Error(
      `${pathname} did not render ${texts.join(', ')}; page was ${shown.slice(0, 300)}`,
    );
  }
}
