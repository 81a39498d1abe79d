// What the QR sheet borrows from the brand look: its logo (as PNG, which the PDF can embed),
// its primary colour, and its name where there is no logo.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brands } from '../../db/schema/index';
import { isMediaKey, type MediaPort } from '../../integrations/media/media-port';

/** When the brand has not chosen a colour: a neutral dark that prints well in greyscale. */
export const FALLBACK_PRIMARY = '#1F2937';

export interface PrintLook {
  brandName: string;
  primary: { r: number; g: number; b: number };
  logoPng: Buffer | null;
}

function hexToRgb(hex: string | undefined) {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex ?? '') ?? /^#?([0-9a-f]{6})$/i.exec(FALLBACK_PRIMARY);
  const value = Number.parseInt(match?.[1] ?? '1F2937', 16);
  return { r: ((value >> 16) & 255) / 255, g: ((value >> 8) & 255) / 255, b: (value & 255) / 255 };
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** The logo as PNG, or null (no logo, or the store cannot give it: the sheet then prints the name). */
async function logoPng(media: MediaPort, key: string | null | undefined): Promise<Buffer | null> {
  if (!key || !isMediaKey(key)) return null;
  try {
    const object = await media.get(key);
    if (!object) return null;
    const bytes = await readAll(object.body);
    const { default: sharp } = await import('sharp');
    return await sharp(bytes).resize({ width: 600, withoutEnlargement: true }).png().toBuffer();
  } catch {
    return null;
  }
}

export async function readPrintLook(
  db: Database,
  media: MediaPort,
  tenantId: number,
): Promise<PrintLook> {
  const [brand] = await db
    .select({ name: brands.name, theme: brands.theme })
    .from(brands)
    .where(eq(brands.id, tenantId));
  return {
    brandName: brand?.name ?? '',
    primary: hexToRgb(brand?.theme?.primaryColor),
    logoPng: await logoPng(media, brand?.theme?.logoMediaKey),
  };
}
