// A themed brand without a picture still gets a mark of its own in the guest app's header and
// icon: its initials on its primary colour, rather than the app's icon in the app's colours.
import { readableOn } from './contrast';

/** Up to two initials, from the first two words: 'Coastal Kitchen' -> 'CK', 'Chai' -> 'C'. */
export function brandInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const initials = words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('');
  return initials.toLocaleUpperCase() || '?';
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

/** A square SVG: rounded tile in `primaryColor` (a checked #rrggbb) with the initials. */
export function brandMonogramSvg(brandName: string, primaryColor: string): string {
  const initials = brandInitials(brandName);
  const size = Array.from(initials).length > 1 ? 40 : 48;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    `<title>${escapeXml(brandName)}</title>`,
    `<rect width="96" height="96" rx="20" fill="${escapeXml(primaryColor)}"/>`,
    `<text x="48" y="50" text-anchor="middle" dominant-baseline="central" font-family="system-ui, sans-serif" font-weight="700" font-size="${size}" fill="${readableOn(primaryColor)}">${escapeXml(initials)}</text>`,
    '</svg>',
  ].join('');
}
