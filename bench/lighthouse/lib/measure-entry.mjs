import { entryQuery } from './check-in.mjs';
import { openChromium } from './chromium.mjs';
import { assertRendered, runLighthouse } from './lighthouse-run.mjs';

// What the entry page of a table nobody has checked in at shows once its data is in: the
// welcome and the phone form of a new table (spec section 2), with the demo branch's name.
const FORM_TEXTS = ['Indiranagar', 'Welcome!', 'Mobile number', 'Get Started'];

/**
 * One measurement in its own Chromium (empty profile): Lighthouse loads the address a table's
 * QR code opens, `/?brandId&branchId&tableId`, cold, as a guest's phone does on the first scan.
 * Run it before anyone checks in at `tableId`, so the page shows the new-table form.
 */
export async function measureEntry(baseUrl, tableId) {
  const { page, close } = await openChromium();
  try {
    const result = await runLighthouse(page, `${baseUrl}/?${entryQuery(tableId)}`);
    await assertRendered(page, result.lhr, '/', FORM_TEXTS);
    return result;
  } finally {
    await close();
  }
}
