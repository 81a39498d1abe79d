// Where focus goes when the guest reaches another page (issue 16, item 13): to the new page's
// main heading, so a screen reader starts reading the new page and Tab continues from its top.

/** How long the new page may take to show its heading (a lazy chunk, a closing sheet). */
const WAIT_MS = 3000;

const FIELDS = 'input, textarea, select';

/** Focused without scrolling: the scroll memory decides where the page is. */
function focusQuietly(target: HTMLElement): void {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * Waits frame by frame for the page's main heading (or, failing that, its main landmark)
 * outside any inert part (a sheet still open), and focuses it. A field the page focused
 * itself (the OTP boxes, the name, the search box) and an open sheet keep focus. Returns a
 * cancel function.
 */
export function focusPageHeading(doc: Document = document, now = () => Date.now()): () => void {
  const started = now();
  let frame = 0;
  const tick = () => {
    const active = doc.activeElement;
    if (
      active instanceof HTMLElement &&
      (active.matches(FIELDS) || active.closest('[role="dialog"]'))
    )
      return;
    const main = doc.querySelector<HTMLElement>('main');
    const heading = main?.querySelector<HTMLElement>('h1') ?? null;
    const late = now() - started >= WAIT_MS;
    const target = heading ?? (late ? main : null);
    if (target && !target.closest('[inert]')) {
      focusQuietly(target);
      return;
    }
    if (!late) frame = requestAnimationFrame(tick);
  };
  frame = requestAnimationFrame(tick);
  return () => cancelAnimationFrame(frame);
}
