// Renders the demo's dish tiles (static/menu/<name>.svg) and promotion banners
// (static/promo/<name>.svg) from the Fluent Emoji set in @iconify-json/fluent-emoji.
// Run from the repo root: npx tsx apps/server/scripts/render-menu-images.ts
// The output is committed; re-run it after adding an image or banner to the demo content.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MenuTab } from '@tableside/shared/domain/enums';
import { demoBrands } from '../src/db/seed/demo-content/index';
import type { DemoCategory, DemoProduct } from '../src/db/seed/demo-types';

interface IconifyIcon {
  body: string;
  left?: number;
  top?: number;
  width?: number;
  height?: number;
  rotate?: number;
  hFlip?: boolean;
  vFlip?: boolean;
}
interface IconifyAlias extends Omit<IconifyIcon, 'body'> {
  parent: string;
}
interface IconifyJson {
  prefix: string;
  icons: Record<string, IconifyIcon>;
  aliases?: Record<string, IconifyAlias>;
  left?: number;
  top?: number;
  width?: number;
  height?: number;
}

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const staticDir = join(serverDir, 'static');
const require = createRequire(join(serverDir, 'package.json'));
const iconSet = JSON.parse(
  readFileSync(require.resolve('@iconify-json/fluent-emoji/icons.json'), 'utf8'),
) as IconifyJson;

const CREDIT =
  '<!-- Fluent Emoji (c) Microsoft Corporation, MIT licence; via @iconify-json/fluent-emoji -->';

/** Tile tint per menu tab: warm cream for food, cool blue for drinks, lavender for smoke. */
const TAB_TINT: Record<MenuTab, string> = { EAT: '#FFF4E5', DRINK: '#E8F4FD', SMOKE: '#F1ECFA' };

interface Banner {
  title: string;
  kicker: string;
  /** Gradient from the left (dark, under the title) to the right. */
  from: string;
  to: string;
  emoji: string[];
}

const BREW_ROOM = 'THE BREW ROOM';
const CHAI_CHAAT = 'CHAI & CHAAT CO.';

/** Every `promo/<name>` banner used by the demo content. */
const BANNERS: Record<string, Banner> = {
  'happy-hour-pints': {
    title: 'House Pints',
    kicker: BREW_ROOM,
    from: '#7A3210',
    to: '#E3A72F',
    emoji: ['clinking-beer-mugs'],
  },
  'cocktail-hour': {
    title: 'Cocktail Hour',
    kicker: BREW_ROOM,
    from: '#5A1F0A',
    to: '#C8642A',
    emoji: ['cocktail-glass', 'tropical-drink'],
  },
  'bar-bites': {
    title: 'Bar Bites',
    kicker: BREW_ROOM,
    from: '#7C2D12',
    to: '#E07A2E',
    emoji: ['poultry-leg', 'french-fries', 'ear-of-corn'],
  },
  'whisky-hour': {
    title: 'Single Malts',
    kicker: BREW_ROOM,
    from: '#2B1A10',
    to: '#8A5A2B',
    emoji: ['tumbler-glass'],
  },
  'ghee-roast': {
    title: 'Ghee Roast Season',
    kicker: 'CHEF RECOMMENDS',
    from: '#5C1A08',
    to: '#C2410C',
    emoji: ['shallow-pan-of-food', 'hot-pepper'],
  },
  biryani: {
    title: 'Biryani Sundays',
    kicker: 'CHEF RECOMMENDS',
    from: '#4A2410',
    to: '#B45309',
    emoji: ['cooked-rice', 'curry-rice'],
  },
  'all-day-breakfast': {
    title: 'All Day Breakfast',
    kicker: 'CHEF RECOMMENDS',
    from: '#8A3A0F',
    to: '#F2B544',
    emoji: ['cooking', 'bacon', 'hot-beverage'],
  },
  'chai-samosa': {
    title: 'Chai & Samosa',
    kicker: CHAI_CHAAT,
    from: '#0B3B37',
    to: '#14B8A6',
    emoji: ['teacup-without-handle', 'dumpling'],
  },
  'chaat-trio': {
    title: 'Chaat Trio',
    kicker: CHAI_CHAAT,
    from: '#9A3412',
    to: '#F59E0B',
    emoji: ['bowl-with-spoon', 'rice-cracker'],
  },
  'irani-cafe': {
    title: 'Irani Cafe',
    kicker: CHAI_CHAAT,
    from: '#134E4A',
    to: '#0F9488',
    emoji: ['teapot', 'bread'],
  },
  'sweet-endings': {
    title: 'Sweet Endings',
    kicker: CHAI_CHAAT,
    from: '#0F4F4A',
    to: '#F59E0B',
    emoji: ['doughnut', 'tropical-drink'],
  },
};

/** Resolves an icon or alias to its body and view box, applying flips and rotation. */
function icon(name: string): { body: string; viewBox: string } {
  let hFlip = false;
  let vFlip = false;
  let rotate = 0;
  let current = name;
  let found = iconSet.icons[current];
  for (let depth = 0; !found; depth++) {
    const alias = iconSet.aliases?.[current];
    if (!alias || depth > 5) throw new Error(`fluent-emoji has no icon '${name}'`);
    hFlip = hFlip !== Boolean(alias.hFlip);
    vFlip = vFlip !== Boolean(alias.vFlip);
    rotate += alias.rotate ?? 0;
    current = alias.parent;
    found = iconSet.icons[current];
  }
  hFlip = hFlip !== Boolean(found.hFlip);
  vFlip = vFlip !== Boolean(found.vFlip);
  rotate = (rotate + (found.rotate ?? 0)) % 4;
  const left = found.left ?? iconSet.left ?? 0;
  const top = found.top ?? iconSet.top ?? 0;
  const width = found.width ?? iconSet.width ?? 16;
  const height = found.height ?? iconSet.height ?? 16;
  const cx = left + width / 2;
  const cy = top + height / 2;
  const transforms: string[] = [];
  if (rotate) transforms.push(`rotate(${rotate * 90} ${cx} ${cy})`);
  if (hFlip || vFlip) {
    transforms.push(
      `translate(${hFlip ? 2 * cx : 0} ${vFlip ? 2 * cy : 0}) scale(${hFlip ? -1 : 1} ${vFlip ? -1 : 1})`,
    );
  }
  const body = transforms.length
    ? `<g transform="${transforms.join(' ')}">${found.body}</g>`
    : found.body;
  return { body, viewBox: `${left} ${top} ${width} ${height}` };
}

/** Prefixes the ids of an icon body so several icons can share one document. */
function scopeIds(body: string, prefix: string): string {
  const ids = [...body.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1] ?? '');
  let out = body;
  for (const id of ids) {
    const esc = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    out = out
      .replace(new RegExp(`\\bid="${esc}"`, 'g'), `id="${prefix}${id}"`)
      .replace(new RegExp(`#${esc}(?=[)"])`, 'g'), `#${prefix}${id}`);
  }
  return out;
}

/** An emoji placed in a square box of `size` at (x, y). */
function emoji(name: string, x: number, y: number, size: number, prefix: string): string {
  const { body, viewBox } = icon(name);
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="${viewBox}">${scopeIds(body, prefix)}</svg>`;
}

function menuTile(name: string, tab: MenuTab): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    CREDIT,
    `<rect width="96" height="96" rx="20" fill="${TAB_TINT[tab]}"/>`,
    '<circle cx="48" cy="46" r="36" fill="#fff" opacity=".55"/>',
    '<ellipse cx="48" cy="84" rx="24" ry="4" fill="#000" opacity=".06"/>',
    emoji(name, 12, 10, 72, `${name}-`),
    '</svg>',
    '',
  ].join('\n');
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Breaks a short title into lines of about 10 characters (at most 3). */
function titleLines(title: string): string[] {
  const lines: string[] = [];
  for (const word of title.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= 10)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, 3);
}

/** Emoji positions (x, y, size) on the right half of a 640 x 320 banner. */
const CLUSTERS: Record<number, [number, number, number][]> = {
  1: [[370, 50, 220]],
  2: [
    [340, 40, 180],
    [470, 130, 150],
  ],
  3: [
    [330, 30, 150],
    [470, 40, 130],
    [400, 160, 140],
  ],
};

function promoBanner(name: string, banner: Banner): string {
  const cluster = CLUSTERS[banner.emoji.length];
  if (!cluster) throw new Error(`banner '${name}' needs 1 to 3 emoji`);
  const lines = titleLines(banner.title);
  const fontSize = 46;
  const lineHeight = 52;
  const firstBaseline = 160 - ((lines.length - 1) * lineHeight) / 2 + 16;
  const font = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
  const gid = `${name}-bg`;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="320" viewBox="0 0 640 320">',
    CREDIT,
    `<defs><linearGradient id="${gid}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${banner.from}"/><stop offset="1" stop-color="${banner.to}"/></linearGradient></defs>`,
    `<rect width="640" height="320" rx="24" fill="url(#${gid})"/>`,
    '<circle cx="500" cy="160" r="150" fill="#fff" opacity=".12"/>',
    '<circle cx="610" cy="20" r="70" fill="#fff" opacity=".08"/>',
    '<circle cx="40" cy="330" r="90" fill="#fff" opacity=".06"/>',
    `<text x="40" y="${firstBaseline - 58}" fill="#fff" opacity=".85" font-family="${font}" font-size="16" font-weight="700" letter-spacing="3">${escapeXml(banner.kicker)}</text>`,
    `<text fill="#fff" font-family="${font}" font-size="${fontSize}" font-weight="800">`,
    ...lines.map(
      (line, i) => `<tspan x="40" y="${firstBaseline + i * lineHeight}">${escapeXml(line)}</tspan>`,
    ),
    '</text>',
    ...banner.emoji.map((e, i) => {
      const [x, y, size] = cluster[i] ?? [0, 0, 0];
      return emoji(e, x, y, size, `${name}-${i}-`);
    }),
    '</svg>',
    '',
  ].join('\n');
}

function products(category: DemoCategory): DemoProduct[] {
  return [
    ...(category.products ?? []),
    ...(category.subCategories ?? []).flatMap((s) => s.products),
  ];
}

function main(): void {
  const tiles = new Map<string, MenuTab>();
  const promoNames = new Set<string>();
  for (const brand of demoBrands) {
    for (const category of brand.menu) {
      for (const product of products(category)) {
        const tab = tiles.get(product.image);
        if (tab && tab !== category.tab) {
          throw new Error(`image '${product.image}' is used on both ${tab} and ${category.tab}`);
        }
        tiles.set(product.image, category.tab);
      }
    }
    for (const group of brand.promotions) {
      for (const promotion of group.promotions) {
        const [folder, name] = promotion.banner.split('/');
        if (folder === 'promo' && name) promoNames.add(name);
        else if (folder !== 'menu')
          throw new Error(`banner '${promotion.banner}' is not promo/x or menu/x`);
      }
    }
  }

  const menuDir = join(staticDir, 'menu');
  const promoDir = join(staticDir, 'promo');
  // Start clean so images no longer used by the demo do not linger.
  for (const dir of [menuDir, promoDir]) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
  }
  for (const [name, tab] of [...tiles].sort()) {
    writeFileSync(join(menuDir, `${name}.svg`), menuTile(name, tab));
  }
  for (const name of [...promoNames].sort()) {
    const banner = BANNERS[name];
    if (!banner) throw new Error(`no banner definition for promo/${name}`);
    writeFileSync(join(promoDir, `${name}.svg`), promoBanner(name, banner));
  }
  const large = readdirSync(menuDir)
    .map((f) => ({ f, kb: readFileSync(join(menuDir, f)).length / 1024 }))
    .filter((x) => x.kb > 16);
  console.info(`wrote ${tiles.size} menu tiles and ${promoNames.size} promotion banners`);
  if (large.length) {
    console.info(
      `tiles over 16 KB: ${large.map((x) => `${x.f} (${x.kb.toFixed(1)} KB)`).join(', ')}`,
    );
  }
}

main();
