import type { TMediaUpload } from '@tableside/shared/contract/catalogue-extras';
import { useEffect, useState } from 'react';
import { type CropRect, imageFileProblem } from './image-file';
import type { ImageShape } from './upload-image';
import { useImageUpload } from './use-image-upload';

interface ImageFieldOptions {
  branchId: number;
  shape: ImageShape;
  /** How the size message names the file. */
  noun: 'photo' | 'image';
  onUploaded: (result: TMediaUpload) => void;
}

/**
 * An image field's flow: a chosen file is checked, framed in the cropper (`chosen` is its
 * object URL while the cropper is open), then uploaded with progress.
 */
export function useImageField({ branchId, shape, noun, onUploaded }: ImageFieldOptions) {
  const { state, upload, fail, clear } = useImageUpload(branchId, shape);
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.url) : undefined), [chosen]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileProblem(file, noun);
    if (problem) return fail(problem);
    clear();
    setChosen({ file, url: URL.createObjectURL(file) });
  };
  const cropped = async (crop: CropRect) => {
    if (!chosen) return;
    const file = chosen.file;
    setChosen(null);
    const result = await upload(file, crop);
    if (result) onUploaded(result);
  };
  return {
    state,
    busy: state.phase === 'sending' || state.phase === 'processing',
    chosen: chosen?.url ?? null,
    choose,
    cropped,
    cancel: () => setChosen(null),
  };
}
