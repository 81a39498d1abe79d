import { ImageUp } from 'lucide-react';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { LabelledField } from '../../../components/ui/labelled-field';
import { useBannerUpload } from '../hooks/use-banner-upload';
import { bannerFileProblem, type CropRect } from '../lib/banner';
import { BannerCropper } from './banner-cropper';
import './banner-field.css';

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
  const { state, upload, fail, clear } = useBannerUpload(branchId);
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const [dragging, setDragging] = useState(false);
  // The address whose image failed to load: the preview then says so instead of a broken icon.
  const [broken, setBroken] = useState<string | null>(null);
  const pickRef = useRef<HTMLInputElement>(null);
  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.url) : undefined), [chosen]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = bannerFileProblem(file);
    if (problem) return fail(problem);
    clear();
    setChosen({ file, url: URL.createObjectURL(file) });
  };
  const cropped = async (crop: CropRect) => {
    if (!chosen) return;
    const file = chosen.file;
    setChosen(null);
    const result = await upload(file, crop);
    if (result) onChange(result.url);
  };
  const busy = state.phase === 'sending' || state.phase === 'processing';
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
      <div className="banner-drop">
        {showImage ? (
          <img
            className="banner-drop__preview"
            src={url}
            alt="The banner as guests see it"
            onError={() => setBroken(url)}
            onLoad={() => setBroken(null)}
          />
        ) : (
          <p className="banner-drop__empty">
            {url ? 'No image loads from this address' : 'Drag a banner image here'}
          </p>
        )}
        {busy ? (
          <div className="banner-drop__progress" role="status">
            {state.phase === 'sending' ? (
              <>
                <progress max={1} value={state.share} aria-label="Banner upload progress" />
                Uploading {Math.round(state.share * 100)}%
              </>
            ) : (
              <>
                <span className="spinner" aria-hidden="true" />
                Preparing the banner…
              </>
            )}
          </div>
        ) : null}
      </div>
      <div className="banner-field__actions">
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
      <BannerCropper
        key={chosen?.url ?? 'closed'}
        source={chosen?.url ?? null}
        onCancel={() => setChosen(null)}
        onCrop={(crop) => void cropped(crop)}
      />
    </div>
  );
}
