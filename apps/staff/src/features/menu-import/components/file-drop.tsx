import { Upload } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { ACCEPTED_FILES } from '../lib/import-request';

/** A drop zone that is also a file picker (a real button, so it is keyboard reachable). */
export function FileDrop({ files, onFiles }: { files: File[]; onFiles: (files: File[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hintId = useId();
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    onFiles([...event.dataTransfer.files]);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is the mouse's shortcut; the button inside does the same from the keyboard
    <div
      className={`file-drop${over ? ' file-drop--over' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <Upload aria-hidden="true" className="file-drop__icon" />
      <button
        type="button"
        className="btn btn--secondary"
        aria-describedby={hintId}
        onClick={() => input.current?.click()}
      >
        Choose files
      </button>
      <p id={hintId} className="file-drop__hint">
        or drop them here: a JSON export, the Excel workbook, the template's CSVs (up to three), or
        Square's item library CSV. At most 5 MB.
      </p>
      {files.length > 0 ? (
        <ul className="file-drop__files" aria-label="Chosen files">
          {files.map((file) => (
            <li key={`${file.name}-${file.size}`}>{file.name}</li>
          ))}
        </ul>
      ) : null}
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={ACCEPTED_FILES}
        onChange={(event) => onFiles([...(event.target.files ?? [])])}
      />
    </div>
  );
}
