import type { TMediaUpload } from '@tableside/shared/contract/catalogue-extras';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CropRect } from './image-file';
import { type ImageShape, uploadImage } from './upload-image';

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'sending'; share: number }
  /** Every byte sent: the server resizes and recompresses. */
  | { phase: 'processing' }
  | { phase: 'failed'; message: string };

/** One image upload at a time, with its progress; leaving the page or form cancels it. */
export function useImageUpload(branchId: number, shape: ImageShape) {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const upload = useCallback(
    async (file: File, crop: CropRect): Promise<TMediaUpload | null> => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setState({ phase: 'sending', share: 0 });
      try {
        const result = await uploadImage({
          branchId,
          shape,
          file,
          crop,
          signal: controller.signal,
          onProgress: (share) =>
            setState(share >= 1 ? { phase: 'processing' } : { phase: 'sending', share }),
        });
        setState({ phase: 'idle' });
        return result;
      } catch (error) {
        if (controller.signal.aborted) return null;
        setState({ phase: 'failed', message: (error as Error).message });
        return null;
      }
    },
    [branchId, shape],
  );

  const fail = useCallback((message: string) => setState({ phase: 'failed', message }), []);
  const clear = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, upload, fail, clear };
}
