import type { TMediaUpload } from '@tableside/shared/contract/catalogue';
import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadBanner } from '../api/upload-banner';
import type { CropRect } from '../lib/banner';

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'sending'; share: number }
  /** Every byte sent: the server resizes and recompresses. */
  | { phase: 'processing' }
  | { phase: 'failed'; message: string };

/** One banner upload at a time, with its progress; leaving the form cancels it. */
export function useBannerUpload(branchId: number) {
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
        const result = await uploadBanner({
          branchId,
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
    [branchId],
  );

  const fail = useCallback((message: string) => setState({ phase: 'failed', message }), []);
  const clear = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, upload, fail, clear };
}
