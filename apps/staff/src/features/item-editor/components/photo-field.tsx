import { Camera, ImageUp, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { usePhotoUpload } from '../hooks/use-photo-upload';
import type { PhotoValue } from '../lib/item-form';
import { type CropRect, photoFileProblem } from '../lib/photo';
import { PhotoCropper } from './photo-cropper';
import './photo.css';

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
  const { state, upload, fail, clear } = usePhotoUpload(branchId);
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const [dragging, setDragging] = useState(false);
  const pickRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.url) : undefined), [chosen]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = photoFileProblem(file);
    if (problem) return fail(problem);
    clear();
    setChosen({ file, url: URL.createObjectURL(file) });
  };
  const cropped = async (crop: CropRect) => {
    if (!chosen) return;
    const file = chosen.file;
    setChosen(null);
    const result = await upload(file, crop);
    if (result) onChange({ imageKey: result.imageKey, url: result.url });
  };
  const busy = state.phase === 'sending' || state.phase === 'processing';
  const message = state.phase === 'failed' ? state.message : error;

  return (
    <section className="item-section" aria-labelledby="item-photo-title">
      <h2 id="item-photo-title">Photo</h2>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is the mouse's shortcut; the buttons below do the same from the keyboard */}
      <div
        className="photo-drop"
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
          <img className="photo-drop__preview" src={photo.url} alt="The item as guests see it" />
        ) : (
          <p className="photo-drop__empty">Drag a photo here</p>
        )}
        {busy ? (
          <div className="photo-drop__progress" role="status">
            {state.phase === 'sending' ? (
              <>
                <progress max={1} value={state.share} aria-label="Upload progress" />
                Uploading {Math.round(state.share * 100)}%
              </>
            ) : (
              <>
                <span className="spinner" aria-hidden="true" />
                Preparing the photo…
              </>
            )}
          </div>
        ) : null}
      </div>
      {message ? (
        <p className="field__error" data-field="photo" tabIndex={-1} role="alert">
          {message}
        </p>
      ) : null}
      {photo && !photo.imageKey ? (
        <p className="item-section__note">The demo image shows until you upload a photo.</p>
      ) : null}
      <div className="photo-actions">
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
      <PhotoCropper
        key={chosen?.url ?? 'closed'}
        source={chosen?.url ?? null}
        onCancel={() => setChosen(null)}
        onCrop={(crop) => void cropped(crop)}
      />
    </section>
  );
}
