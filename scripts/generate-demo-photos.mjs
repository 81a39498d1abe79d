// Renders the demo menu's pictures (apps/server/static/menu/<name>.webp) from its Fluent Emoji
// drawings (<name>.svg, MIT, Microsoft): each dish on a plate on linen, each drink on a bar
// counter in warm light, each hookah flavour in a smoky lounge, square like the guest card.
// Offline and deterministic; run `node scripts/generate-demo-photos.mjs` after changing a
// drawing or adding one (decision 0011 says why these and not stock photos).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const DIR = join(import.meta.dirname, '../apps/server/static/menu');
/** 2× and 3× of the card's 112 CSS px. */
const SIZE = 336;
const S = 640;
const DRINK = new Set([
  'beer-mug',
  'tumbler-glass',
  'cocktail-glass',
  'tropical-drink',
  'wine-glass',
  'cup-with-straw',
  'shaved-ice',
  'glass-of-milk',
  'coconut',
  'bubbles',
  'hot-beverage',
  'teacup-without-handle',
  'teapot',
]);
const SMOKE = new Set([
  'cloud',
  'herb',
  'leaf-fluttering-in-wind',
  'fog',
  'dashing-away',
  'watermelon',
  'fire',
]);

const grain = (seed, opacity) => `<filter id="grain" x="0" y="0" width="100%" height="100%">
  <feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="${seed}"/>
  <feColorMatrix type="saturate" values="0"/>
  <feComponentTransfer><feFuncA type="linear" slope="${opacity}"/></feComponentTransfer></filter>`;
const svg = (defs, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}"><defs>${defs}
  <filter id="soft"><feGaussianBlur stdDeviation="16"/></filter>
  <filter id="haze"><feGaussianBlur stdDeviation="40"/></filter></defs>${body}</svg>`;

const SCENES = {
  // Overhead: linen in the brand's warm off-white, a copper napkin edge, a white plate.
  food: (seed) =>
    svg(
      `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3e7d6"/><stop offset="1" stop-color="#d8c0a0"/></linearGradient>
      <radialGradient id="light" cx="0.25" cy="0.2" r="0.9"><stop offset="0" stop-color="#fff8ea" stop-opacity="0.5"/><stop offset="1" stop-color="#3a2414" stop-opacity="0.3"/></radialGradient>
      <radialGradient id="plate" cx="0.45" cy="0.4" r="0.6"><stop offset="0" stop-color="#ffffff"/><stop offset="0.8" stop-color="#f6f1ea"/><stop offset="1" stop-color="#e4dbcf"/></radialGradient>
      <radialGradient id="well" cx="0.5" cy="0.45" r="0.55"><stop offset="0" stop-color="#fdfbf8"/><stop offset="0.85" stop-color="#f3ede4"/><stop offset="1" stop-color="#e8dfd3"/></radialGradient>
      ${grain(seed, 0.1)}`,
      `<rect width="100%" height="100%" fill="url(#bg)"/>
      <rect width="100%" height="100%" filter="url(#grain)"/>
      <path d="M0 ${470 + (seed % 5) * 12} Q 320 430 640 500 L640 640 L0 640Z" fill="#b4541a" opacity="0.16"/>
      <rect width="100%" height="100%" fill="url(#light)"/>
      <circle cx="336" cy="346" r="300" fill="#3a2414" opacity="0.38" filter="url(#soft)"/>
      <circle cx="320" cy="320" r="300" fill="url(#plate)"/>
      <circle cx="320" cy="320" r="228" fill="url(#well)" stroke="#ebe2d6" stroke-width="3"/>
      <circle cx="320" cy="320" r="296" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.8"/>`,
    ),
  // Eye level: a dark-roast wall, amber lamps out of focus, a wooden counter.
  drink: (seed) =>
    svg(
      `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3b2a20"/><stop offset="0.62" stop-color="#5a3a24"/><stop offset="0.62" stop-color="#7a4a26"/><stop offset="1" stop-color="#4a2a14"/></linearGradient>
      <radialGradient id="glow" cx="0.5" cy="0.3" r="0.6"><stop offset="0" stop-color="#e0a526" stop-opacity="0.45"/><stop offset="1" stop-color="#e0a526" stop-opacity="0"/></radialGradient>
      ${grain(seed, 0.12)}`,
      `<rect width="100%" height="100%" fill="url(#bg)"/>
      <rect width="100%" height="100%" fill="url(#glow)"/>
      <circle cx="${100 + (seed % 4) * 20}" cy="130" r="40" fill="#ffd27a" opacity="0.25" filter="url(#soft)"/>
      <circle cx="530" cy="${80 + (seed % 3) * 20}" r="30" fill="#ffd27a" opacity="0.2" filter="url(#soft)"/>
      <rect width="100%" height="100%" filter="url(#grain)"/>
      <ellipse cx="320" cy="530" rx="190" ry="36" fill="#1c0f07" opacity="0.55" filter="url(#soft)"/>`,
    ),
  // A lounge: charcoal, drifting haze, an ember glow under the flavour.
  smoke: (seed) =>
    svg(
      `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2c2a33"/><stop offset="1" stop-color="#141318"/></linearGradient>
      <radialGradient id="ember" cx="0.5" cy="0.8" r="0.5"><stop offset="0" stop-color="#b4541a" stop-opacity="0.5"/><stop offset="1" stop-color="#b4541a" stop-opacity="0"/></radialGradient>
      ${grain(seed, 0.1)}`,
      `<rect width="100%" height="100%" fill="url(#bg)"/>
      <rect width="100%" height="100%" fill="url(#ember)"/>
      <ellipse cx="${180 + (seed % 5) * 30}" cy="170" rx="220" ry="70" fill="#d9d4e6" opacity="0.16" filter="url(#haze)"/>
      <ellipse cx="470" cy="${260 + (seed % 3) * 30}" rx="170" ry="55" fill="#d9d4e6" opacity="0.12" filter="url(#haze)"/>
      <rect width="100%" height="100%" filter="url(#grain)"/>
      <ellipse cx="320" cy="530" rx="170" ry="30" fill="#000" opacity="0.6" filter="url(#soft)"/>`,
    ),
};

/** The drawing without the tile it sits on in the .svg (its nested 32 × 32 emoji only). */
function drawing(name, size) {
  const source = readFileSync(join(DIR, `${name}.svg`), 'utf8');
  const inner = source
    .slice(source.indexOf('<svg x="'), source.lastIndexOf('</svg>'))
    .replace(
      /^<svg x="[^"]*" y="[^"]*" width="[^"]*" height="[^"]*"/,
      `<svg width="${size}" height="${size}"`,
    );
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">${inner}</svg>`,
  );
}

const shadow = (size) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}"><defs><filter id="b"><feGaussianBlur stdDeviation="10"/></filter></defs>
  <ellipse cx="328" cy="${320 + size * 0.32}" rx="${size * 0.42}" ry="${size * 0.12}" fill="#3a2414" opacity="0.35" filter="url(#b)"/></svg>`);

async function render(name, seed) {
  const kind = DRINK.has(name) ? 'drink' : SMOKE.has(name) ? 'smoke' : 'food';
  const size = kind === 'food' ? 400 : 440;
  const top = kind === 'food' ? (S - size) / 2 - 6 : 540 - size;
  const scene = await sharp(Buffer.from(SCENES[kind](seed)))
    .png()
    .toBuffer();
  const layers = [
    { input: await sharp(drawing(name, size)).png().toBuffer(), left: (S - size) / 2, top },
  ];
  if (kind === 'food') layers.unshift({ input: shadow(size), left: 0, top: 0 });
  return sharp(await sharp(scene).composite(layers).png().toBuffer())
    .resize(SIZE, SIZE)
    .webp({ quality: 80 })
    .toBuffer();
}

const names = readdirSync(DIR)
  .filter((f) => f.endsWith('.svg'))
  .map((f) => f.slice(0, -4))
  .sort();
let total = 0;
for (const [i, name] of names.entries()) {
  const bytes = await render(name, i);
  writeFileSync(join(DIR, `${name}.webp`), bytes);
  total += bytes.length;
}
console.info(`${names.length} pictures, ${Math.round(total / 1024)} kB, in ${DIR}`);
