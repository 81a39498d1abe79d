import { Camera, ImageUp, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { ImageCropper } from '../../../components/media/image-cropper';
import { UploadProgress } from '../../../components/media/upload-progress';
import { useImageField } from '../../../components/media/use-image-field';
import { Button } from '../../../components/ui/button';
import type { PhotoValue } from '../lib/item-form';
import './photo.css';

// The guest's product card shows the photo in a square (apps/guest product-card.css,
// .ts-product__media 112 x 112), so the crop is 1:1.
const PHOTO_ASPECT = 1;

interface PhotoFieldProps {
  branchId: number;
  photo: PhotoValue | null;
  /**
   * The demo's image the item came with (no upload key): the server keeps it while no photo
   * is uploaded, so removing an upload goes back to it, and it cannot be removed itself.
   */
  demoPhoto: PhotoValue | null;
  error?: string;
  onChange: (photo: PhotoValue | null) => void;
}

/**
 * The item's photo: drop a file, pick one, or (on a phone) take one; frame it square; it
 * uploads with progress and shows as the server processed it.
 */
export function PhotoField({ branchId, photo, demoPhoto, error, onChange }: PhotoFieldProps) {
  const { state, busy, chosen, choose, cropped, cancel } = useImageField({
    branchId,
    shape: 'square',
    noun: 'photo',
    onUploaded: (result) => onChange({ imageKey: result.imageKey, url: result.url }),
  });
  const [dragging, setDragging] = useState(false);
  const pickRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const message = state.phase === 'failed' ? state.message : error;

  return (
    <section className="item-section" aria-labelledby="item-photo-title">
      <h2 id="item-photo-title">Photo</h2>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is the mouse's shortcut; the buttons below do the same from the keyboard */}
      <div
        className="media-drop photo-drop"
        data-dragging={dragging || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          choose(event.dataTransfer.files[0]);
        }}
      >
        {photo ? (
          <img
            className="media-drop__preview photo-drop__preview"
            src={photo.url}
            alt="The item as guests see it"
          />
        ) : (
          <p className="media-drop__empty photo-drop__empty">Drag a photo here</p>
        )}
        <UploadProgress
          state={state}
          label="Upload progress"
          preparing="Preparing the photo…"
          className="photo-drop__progress"
        />
      </div>
      {message ? (
        <p className="field__error" data-field="photo" tabIndex={-1} role="alert">
          {message}
        </p>
      ) : null}
      {photo && !photo.imageKey ? (
        <p className="item-section__note">The demo image shows until you upload a photo.</p>
      ) : null}
      <div className="media-actions photo-actions">
        <Button disabled={busy} onClick={() => pickRef.current?.click()}>
          <ImageUp aria-hidden="true" />
          {photo ? 'Replace photo' : 'Choose a photo'}
        </Button>
        <Button
          disabled={busy}
          className="photo-actions__camera"
          onClick={() => cameraRef.current?.click()}
        >
          <Camera aria-hidden="true" />
          Take a photo
        </Button>
        {photo?.imageKey ? (
          <Button variant="danger" disabled={busy} onClick={() => onChange(demoPhoto)}>
            <Trash2 aria-hidden="true" />
            Remove photo
          </Button>
        ) : null}
      </div>
      {/* Hidden pickers the buttons open; `capture` offers the camera on a phone. */}
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
      <input
        ref={cameraRef}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        onChange={(event) => {
          choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <ImageCropper
        key={chosen ?? 'closed'}
        source={chosen}
        aspect={PHOTO_ASPECT}
        title="Frame the photo"
        confirmLabel="Use this photo"
        frameLabel="Photo frame: arrow keys move the photo"
        className="cropper"
        onCancel={cancel}
        onCrop={(crop) => void cropped(crop)}
      >
        <p className="item-section__note">The guest sees the square inside the frame.</p>
      </ImageCropper>
    </section>
  );
}
