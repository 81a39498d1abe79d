import type { UploadState } from './use-image-upload';
import './media.css';

interface UploadProgressProps {
  state: UploadState;
  /** The progress bar's accessible name. */
  label: string;
  /** Shown once every byte is sent and the server is resizing, e.g. "Preparing the photo…". */
  preparing: string;
  /** The field's own class for the strip, kept beside the shared one. */
  className: string;
}

/** The strip over a drop zone while an upload runs: percent sent, then the server's work. */
export function UploadProgress({ state, label, preparing, className }: UploadProgressProps) {
  if (state.phase !== 'sending' && state.phase !== 'processing') return null;
  return (
    <div className={`media-drop__progress ${className}`} role="status">
      {state.phase === 'sending' ? (
        <>
          <progress max={1} value={state.share} aria-label={label} />
          Uploading {Math.round(state.share * 100)}%
        </>
      ) : (
        <>
          <span className="spinner" aria-hidden="true" />
          {preparing}
        </>
      )}
    </div>
  );
}
