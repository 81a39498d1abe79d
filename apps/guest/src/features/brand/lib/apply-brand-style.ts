import type { TBrandStyle } from '@tableside/shared/contract/public';
import { loadBrandFont } from './load-brand-font';

// Applies a brand's look (spec section 7, docs/decisions/0001): its stylesheet overrides the
// design tokens and its font becomes --ts-font-family. Without a style the defaults of
// tokens.css apply, Roboto Condensed included.

const LINK_ID = 'ts-brand-stylesheet';
/** The app's own icon (public/favicon.svg), shown until a brand's mark replaces it. */
const DEFAULT_ICON = '/favicon.svg';
const FONT_TOKEN = '--ts-font-family';
/** Appended to a brand's font so a missing web font still falls back to a condensed sans. */
const FONT_FALLBACK = '"Roboto Condensed", system-ui, sans-serif';

export function brandFontFamily(fontFamily: string): string {
  return `${fontFamily.trim().replace(/[;{}]/g, '')}, ${FONT_FALLBACK}`;
}

function currentLink(): HTMLLinkElement | null {
  const element = document.getElementById(LINK_ID);
  return element instanceof HTMLLinkElement ? element : null;
}

/**
 * Resolves once the brand stylesheet and font have loaded or failed (so a loader can wait for
 * the brand's colours and type instead of flashing the defaults first). The link goes last in
 * <head>, so it wins over the bundled tokens.
 */
export function applyBrandStyle(style: TBrandStyle | null): Promise<void> {
  const root = document.documentElement;
  setIcon(style?.secondaryImage.url ?? DEFAULT_ICON);
  if (!style) {
    currentLink()?.remove();
    root.style.removeProperty(FONT_TOKEN);
    return Promise.resolve();
  }
  root.style.setProperty(FONT_TOKEN, brandFontFamily(style.fontFamily));
  const font = loadBrandFont(style.fontFamily);
  const href = new URL(style.file.url, document.baseURI).href;
  const existing = currentLink();
  if (existing && existing.href === href) {
    return Promise.all([existing.dataset.settled || settled(existing), font]).then(() => undefined);
  }
  existing?.remove();
  const link = document.createElement('link');
  link.id = LINK_ID;
  link.rel = 'stylesheet';
  link.href = href;
  const done = Promise.all([settled(link), font]).then(() => undefined);
  document.head.append(link);
  return done;
}

function settled(link: HTMLLinkElement): Promise<void> {
  return new Promise((resolve) => {
    const finish = () => {
      link.dataset.settled = 'true';
      resolve();
    };
    link.addEventListener('load', finish, { once: true });
    link.addEventListener('error', finish, { once: true });
  });
}

/** The brand's square mark (secondaryImage) as the tab and home-screen icon. */
function setIcon(url: string): void {
  const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) return;
  icon.removeAttribute('type');
  icon.href = url;
}
