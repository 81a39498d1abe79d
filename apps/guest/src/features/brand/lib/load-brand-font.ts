import { type BrandFontKey, brandFontOfFamily } from '@tableside/shared/domain/brand-fonts';

// The brand's font from the app's own assets (@fontsource, latin 400 and 700): each font's
// @font-face rules are a chunk of their own, loaded only for the brand that chose it.
// Roboto Condensed, the default, is in the entry bundle (main.tsx).

const FONT_FACES: Record<BrandFontKey, () => Promise<unknown>> = {
  'roboto-condensed': () => Promise.resolve(),
  inter: () =>
    Promise.all([
      import('@fontsource/inter/latin-400.css'),
      import('@fontsource/inter/latin-700.css'),
    ]),
  poppins: () =>
    Promise.all([
      import('@fontsource/poppins/latin-400.css'),
      import('@fontsource/poppins/latin-700.css'),
    ]),
  lora: () =>
    Promise.all([
      import('@fontsource/lora/latin-400.css'),
      import('@fontsource/lora/latin-700.css'),
    ]),
  nunito: () =>
    Promise.all([
      import('@fontsource/nunito/latin-400.css'),
      import('@fontsource/nunito/latin-700.css'),
    ]),
};

/**
 * Resolves once the brand's font files are in (or failed, or the family is none of the shipped
 * fonts). The caller holds the loader until then, so the text never reflows in front of the
 * guest when the web font replaces its fallback (@fontsource's font-display: swap).
 */
export async function loadBrandFont(fontFamily: string): Promise<void> {
  const font = brandFontOfFamily(fontFamily);
  if (!font) return;
  try {
    await FONT_FACES[font.key]();
    // Declared is not downloaded: a face is fetched when text needs it, so ask for both weights.
    if (typeof document.fonts?.load !== 'function') return;
    await Promise.all(
      ['400', '700'].map((weight) => document.fonts.load(`${weight} 1em "${font.cssFamily}"`)),
    );
  } catch {
    // A font that cannot load leaves the fallback of its stack: readable, just not the brand's.
  }
}
