import { ImageUp } from 'lucide-react';
import { type DragEvent, useRef, useState } from 'react';
import { ImageCropper } from '../../../components/media/image-cropper';
import { UploadProgress } from '../../../components/media/upload-progress';
import { useImageField } from '../../../components/media/use-image-field';
import { Button } from '../../../components/ui/button';
import { LabelledField } from '../../../components/ui/labelled-field';
import './banner-field.css';

// The guest's carousel shows banners full width at 2 : 1 (the server's shape=banner makes
// 2 : 1 variants), so the crop is 2 : 1.
const BANNER_ASPECT = 2;

interface BannerFieldProps {
  branchId: number;
  value: string;
  error?: string;
  onChange: (url: string) => void;
}

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * The promotion's banner: upload one (pick or drop a file, frame it 2 : 1, it uploads with
 * progress and its URL fills the field) or paste the address of an image hosted elsewhere.
 */
export function BannerField({ branchId, value, error, onChange }: BannerFieldProps) {
  const { state, busy, chosen, choose, cropped, cancel } = useImageField({
    branchId,
    shape: 'banner',
    noun: 'image',
    onUploaded: (result) => onChange(result.url),
  });
  const [dragging, setDragging] = useState(false);
  // The address whose image failed to load: the preview then says so instead of a broken icon.
  const [broken, setBroken] = useState<string | null>(null);
  const pickRef = useRef<HTMLInputElement>(null);
  const url = value.trim();
  const showImage = url !== '' && broken !== url;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is the mouse's shortcut; the Upload banner button does the same from the keyboard
    <div
      className="banner-field"
      data-dragging={dragging || undefined}
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        // Text or a link dropped on the URL input keeps the browser's default.
        if (!hasFiles(event)) return;
        event.preventDefault();
        setDragging(false);
        choose(event.dataTransfer.files[0]);
      }}
    >
      <div className="media-drop banner-drop">
        {showImage ? (
          <img
            className="media-drop__preview banner-drop__preview"
            src={url}
            alt="The banner as guests see it"
            onError={() => setBroken(url)}
            onLoad={() => setBroken(null)}
          />
        ) : (
          <p className="media-drop__empty banner-drop__empty">
            {url ? 'No image loads from this address' : 'Drag a banner image here'}
          </p>
        )}
        <UploadProgress
          state={state}
          label="Banner upload progress"
          preparing="Preparing the banner…"
          className="banner-drop__progress"
        />
      </div>
      <div className="media-actions banner-field__actions">
        <Button disabled={busy} onClick={() => pickRef.current?.click()}>
          <ImageUp aria-hidden="true" />
          Upload banner
        </Button>
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
      <LabelledField
        label="Banner image URL"
        error={error}
        hint="Filled in by Upload banner, or paste the address of a wide (2 : 1) image"
      >
        {(input) => (
          <input
            {...input}
            inputMode="url"
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        )}
      </LabelledField>
      <ImageCropper
        key={chosen ?? 'closed'}
        source={chosen}
        aspect={BANNER_ASPECT}
        title="Frame the banner"
        confirmLabel="Use this banner"
        frameLabel="Banner frame: arrow keys move the image"
        className="banner-cropper"
        onCancel={cancel}
        onCrop={(crop) => void cropped(crop)}
      >
        <p className="banner-cropper__note">Guests see the wide strip inside the frame (2 : 1).</p>
      </ImageCropper>
    </div>
  );
}
