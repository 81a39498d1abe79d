// The default store: one file per key in a directory (DATA_DIR/media).
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { assertMediaKey, contentTypeOfKey, type MediaPort } from './media-port';

export function localMedia(dir: string): MediaPort {
  let ready: Promise<unknown> | null = null;
  const ensureDir = () => {
    ready ??= mkdir(dir, { recursive: true });
    return ready;
  };
  const sizeOf = async (key: string): Promise<number | null> => {
    try {
      const info = await stat(join(dir, key));
      return info.isFile() ? info.size : null;
    } catch {
      return null;
    }
  };

  return {
    async put(key, bytes) {
      assertMediaKey(key);
      await ensureDir();
      // Written aside and renamed, so a reader never sees half a file.
      const temporary = join(dir, `.${key}.${process.pid}.${Date.now()}.tmp`);
      await writeFile(temporary, bytes);
      await rename(temporary, join(dir, key));
    },
    async get(key) {
      assertMediaKey(key);
      const size = await sizeOf(key);
      if (size === null) return null;
      return { body: createReadStream(join(dir, key)), contentType: contentTypeOfKey(key), size };
    },
    async exists(key) {
      assertMediaKey(key);
      return (await sizeOf(key)) !== null;
    },
  };
}
