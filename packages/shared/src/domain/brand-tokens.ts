// A brand look's four colours and font as the guest app's design tokens (the brand surface of
// docs/decisions/0001). The server writes them into the brand's theme stylesheet and the back
// office's preview paints with the same values, so the preview is what guests get.
import { brandFont, fontStack } from './brand-fonts';
import { AA_BODY, mixColors, readableOn, relativeLuminance, suggestPassingColor } from './contrast';

export interface BrandColors {
  primaryColor: string;
  secondaryColor: string;
  textColor: string;
  backgroundColor: string;
  fontKey: string;
}

export type BrandTokens = Record<`--ts-${string}`, string>;

/** A light page gets white cards; a dark one cards a shade lighter than the page. */
const surfaceOf = (background: string) =>
  mixColors(background, '#ffffff', relativeLuminance(background) > 0.4 ? 0.7 : 0.06);

/** Secondary text: the text colour toned toward the page, kept readable on page and cards. */
function mutedOf(text: string, background: string, surface: string): string {
  const toned = mixColors(text, background, 0.35);
  const onPage = suggestPassingColor(toned, background, AA_BODY) ?? text;
  return suggestPassingColor(onPage, surface, AA_BODY) ?? text;
}

export function brandTokens(colors: BrandColors): BrandTokens {
  const { primaryColor, secondaryColor, textColor, backgroundColor } = colors;
  const surface = surfaceOf(backgroundColor);
  return {
    '--ts-color-primary': primaryColor,
    '--ts-color-on-primary': readableOn(primaryColor),
    '--ts-color-accent': secondaryColor,
    '--ts-color-bg': backgroundColor,
    '--ts-color-surface': surface,
    '--ts-color-surface-2': mixColors(backgroundColor, primaryColor, 0.08),
    '--ts-color-text': textColor,
    '--ts-color-text-muted': mutedOf(textColor, backgroundColor, surface),
    '--ts-color-border': mixColors(backgroundColor, textColor, 0.14),
    '--ts-font-family': fontStack(brandFont(colors.fontKey)),
  };
}

/** The tokens as a stylesheet on :root (values are checked colours and a listed font only). */
export const brandTokensCss = (tokens: BrandTokens): string =>
  `:root {\n${Object.entries(tokens)
    .map(([name, value]) => `  ${name}: ${value};`)
    .join('\n')}\n}\n`;
