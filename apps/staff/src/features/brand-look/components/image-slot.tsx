import type { TBrandImage } from '@tableside/shared/contract/brand-look';
import { ImageUp, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { ImageCropper } from '../../../components/media/image-cropper';
import { UploadProgress } from '../../../components/media/upload-progress';
import { useImageField } from '../../../components/media/use-image-field';
import { Button } from '../../../components/ui/button';

interface ImageSlotProps {
  branchId: number;
  label: string;
  hint: string;
  /** A wide logo is framed 2 : 1 (the upload's banner shape), an icon square. */
  shape: 'banner' | 'square';
  value: TBrandImage | null;
  onChange: (image: TBrandImage | null) => void;
}

/** One picture of the look, uploaded through the media store like a menu photo. */
export function ImageSlot({ branchId, label, hint, shape, value, onChange }: ImageSlotProps) {
  const { state, busy, chosen, choose, cropped, cancel } = useImageField({
    branchId,
    shape,
    noun: 'image',
    onUploaded: (result) => onChange({ url: result.url, mediaKey: result.imageKey }),
  });
  const pickRef = useRef<HTMLInputElement>(null);
  const aspect = shape === 'banner' ? 2 : 1;

  return (
    <section className="look-image" aria-label={label}>
      <h3 className="look-image__title">{label}</h3>
      <div className="media-drop look-image__drop" data-shape={shape}>
        {value ? (
          <img className="media-drop__preview look-image__preview" src={value.url} alt={label} />
        ) : (
          <p className="media-drop__empty">No picture yet</p>
        )}
        <UploadProgress
          state={state}
          label={`${label} upload progress`}
          preparing="Preparing the picture…"
          className="look-image__progress"
        />
      </div>
      <p className="field__hint">{hint}</p>
      <div className="media-actions">
        <Button disabled={busy} onClick={() => pickRef.current?.click()}>
          <ImageUp aria-hidden="true" />
          {value ? 'Replace' : 'Upload'}
          <span className="visually-hidden"> {label}</span>
        </Button>
        {value ? (
          <Button variant="ghost" disabled={busy} onClick={() => onChange(null)}>
            <Trash2 aria-hidden="true" />
            Remove
            <span className="visually-hidden"> {label}</span>
          </Button>
        ) : null}
      </div>
      {state.phase === 'failed' ? (
        <p className="field__error" role="alert">
          {state.message}
        </p>
      ) : null}
      <input
        ref={pickRef}
        type="file"
        accept="image/*"
        hidden
        onChange={(event) => {
          choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <ImageCropper
        key={chosen ?? 'closed'}
        source={chosen}
        aspect={aspect}
        title={`Frame the ${label.toLowerCase()}`}
        confirmLabel="Use this picture"
        frameLabel="Picture frame: arrow keys move the image"
        className="look-cropper"
        onCancel={cancel}
        onCrop={(crop) => void cropped(crop)}
      >
        <p className="look-cropper__note">
          {shape === 'banner' ? 'Keep the whole logo inside the wide frame (2 : 1).' : 'Square.'}
        </p>
      </ImageCropper>
    </section>
  );
}
