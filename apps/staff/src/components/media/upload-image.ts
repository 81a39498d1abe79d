import {
  CATALOGUE_ROUTES,
  type TMediaUpload,
  ZMediaUpload,
} from '@tableside/shared/contract/catalogue-extras';
import { ZErrorBody } from '@tableside/shared/contract/error';
import { buildPath } from '@tableside/shared/contract/routes';
import type { CropRect } from './image-file';

// The upload goes through XMLHttpRequest, not fetch: only it reports upload progress.

/** The server's variants: a square photo (its default) or a 2 : 1 banner. */
export type ImageShape = 'square' | 'banner';

const OFFLINE = 'No connection. Check the network and try again.';
const BROKEN: Record<ImageShape, string> = {
  square: 'The photo could not be uploaded. Please try again.',
  banner: 'The banner could not be uploaded. Please try again.',
};

export interface UploadImage {
  branchId: number;
  shape: ImageShape;
  file: File;
  crop: CropRect;
  /** 0..1 of the bytes sent. */
  onProgress: (share: number) => void;
  signal?: AbortSignal;
}

export function uploadImage({
  branchId,
  shape,
  file,
  crop,
  onProgress,
  signal,
}: UploadImage): Promise<TMediaUpload> {
  // The fields come before the file: the server reads the stream in order. Square is the
  // server's default, so only a banner names its shape.
  const form = new FormData();
  if (shape !== 'square') form.append('shape', shape);
  form.append('x', String(crop.x));
  form.append('y', String(crop.y));
  form.append('width', String(crop.width));
  form.append('height', String(crop.height));
  form.append('file', file, file.name);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildPath(CATALOGUE_ROUTES.media, { branchId }));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new Error(OFFLINE));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    xhr.onload = () => {
      const json = safeJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = ZMediaUpload.safeParse(json);
        if (parsed.success) resolve(parsed.data);
        else reject(new Error(BROKEN[shape]));
        return;
      }
      const error = ZErrorBody.safeParse(json);
      reject(new Error(error.success ? error.data.message : BROKEN[shape]));
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
