// WCAG 2.x contrast (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio) for the brand look:
// the back office checks an owner's colours with it and the server repeats the check on save,
// so the warning the owner sees is the one the server would give.

/** AA for body text (1.4.3) and for large text and UI parts (1.4.3 large, 1.4.11). */
export const AA_BODY = 4.5;
export const AA_LARGE = 3;

const HEX = /^#[0-9a-f]{6}$/;

/** '#rrggbb' in lower case, the one form the brand look stores. */
export const isHexColor = (value: string): boolean => HEX.test(value);

type Rgb = readonly [number, number, number];

function rgbOf(hex: string): Rgb {
  if (!isHexColor(hex)) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as unknown as Rgb;
}

const hexOf = (rgb: Rgb): string =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

const linear = (channel: number): number => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

export function relativeLuminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map(linear) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** From 1 (same colour) to 21 (black on white); the order of the two does not matter. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** The ratio as people read it: 4.48 shows as 4.4, never rounded up into a pass. */
export const formatRatio = (ratio: number): string =>
  `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;

export const passesAA = (foreground: string, background: string, minimum = AA_BODY): boolean =>
  contrastRatio(foreground, background) >= minimum;

// ---- HSL, to change a colour's lightness and keep its hue -----------------------------------

type Hsl = readonly [h: number, s: number, l: number];

function hslOf(hex: string): Hsl {
  const [r, g, b] = rgbOf(hex).map((c) => c / 255) as unknown as Rgb;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h =
    max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s, l];
}

function hexOfHsl([h, s, l]: Hsl): string {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return hexOf([f(0) * 255, f(8) * 255, f(4) * 255]);
}

/** One lightness step: small enough that the suggestion stays close to the owner's colour. */
const STEP = 0.01;

function walk(foreground: string, background: string, minimum: number, direction: 1 | -1) {
  const [h, s, l] = hslOf(foreground);
  for (let steps = 1; steps <= 100; steps += 1) {
    const lightness = l + direction * steps * STEP;
    if (lightness < 0 || lightness > 1) break;
    const candidate = hexOfHsl([h, s, lightness]);
    if (passesAA(candidate, background, minimum)) return { candidate, steps };
  }
  // The ends of the walk: black or white keep no hue but always reach the far end.
  const end = direction === 1 ? '#ffffff' : '#000000';
  return passesAA(end, background, minimum) ? { candidate: end, steps: 101 } : null;
}

/**
 * The nearest colour of the same hue (and saturation) that reaches `minimum` against
 * `background`, found by darkening or lightening the foreground step by step; the
 * foreground itself when it already passes, null when neither way gets there.
 */
export function suggestPassingColor(
  foreground: string,
  background: string,
  minimum = AA_BODY,
): string | null {
  if (passesAA(foreground, background, minimum)) return foreground;
  const options = [
    walk(foreground, background, minimum, -1),
    walk(foreground, background, minimum, 1),
  ]
    .filter((o) => o !== null)
    .sort((a, b) => a.steps - b.steps);
  return options[0]?.candidate ?? null;
}

/** Black or white, whichever reads better on `background` (text on a brand's buttons). */
export const readableOn = (background: string): '#000000' | '#ffffff' =>
  contrastRatio('#000000', background) > contrastRatio('#ffffff', background)
    ? '#000000'
    : '#ffffff';

/** `a` mixed with `b`: share 0 is `a`, 1 is `b` (in sRGB, like CSS color-mix in srgb). */
export function mixColors(a: string, b: string, share: number): string {
  const x = rgbOf(a);
  const y = rgbOf(b);
  return hexOf(
    [0, 1, 2].map(
      (i) => (x[i] as number) * (1 - share) + (y[i] as number) * share,
    ) as unknown as Rgb,
  );
}
