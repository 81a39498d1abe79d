import type { THoursWindow } from '@tableside/shared/contract/branch-hours';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { nextWindow } from '../lib/hours-form';

interface WindowsEditorProps {
  /** Names the inputs for screen readers: 'Monday', 'Diwali'. */
  dayName: string;
  windows: THoursWindow[];
  onChange: (windows: THoursWindow[]) => void;
  /** Path of these windows among the form's problems ('weekly.1'). */
  path: string;
  problems: Map<string, string>;
}

/** A day's ordering windows: opening and closing times, remove, and 'Add window'. */
export function WindowsEditor({ dayName, windows, onChange, path, problems }: WindowsEditorProps) {
  const setWindow = (index: number, window: THoursWindow) =>
    onChange(windows.map((w, i) => (i === index ? window : w)));
  return (
    <div className="hours-windows">
      {windows.length === 0 ? <p className="hours-windows__closed">Closed</p> : null}
      {windows.map((window, index) => {
        const error =
          problems.get(`${path}.${index}`) ??
          problems.get(`${path}.${index}.open`) ??
          problems.get(`${path}.${index}.close`);
        const name = `${dayName} window ${index + 1}`;
        const errorId = `${path}-${index}-error`.replaceAll('.', '-');
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: windows have no id; their place is theirs
          <div className="hours-window" key={index}>
            <label className="hours-window__time">
              <span>Opens</span>
              <input
                type="time"
                value={window.open}
                aria-label={`${name} opens`}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={(e) => setWindow(index, { ...window, open: e.target.value })}
              />
            </label>
            <label className="hours-window__time">
              <span>Closes</span>
              <input
                type="time"
                value={window.close}
                aria-label={`${name} closes`}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={(e) => setWindow(index, { ...window, close: e.target.value })}
              />
            </label>
            <button
              type="button"
              className="icon-btn"
              aria-label={`Remove ${name}`}
              onClick={() => onChange(windows.filter((_w, i) => i !== index))}
            >
              <Trash2 aria-hidden="true" />
            </button>
            {window.close <= window.open && !error ? (
              <span className="hours-window__note">
                {window.close === window.open ? 'Open 24 hours' : 'Closes the next day'}
              </span>
            ) : null}
            {error ? (
              <span id={errorId} className="field__error" aria-live="polite">
                {error}
              </span>
            ) : null}
          </div>
        );
      })}
      <Button variant="ghost" onClick={() => onChange([...windows, nextWindow(windows)])}>
        <Plus aria-hidden="true" size={18} /> Add window
      </Button>
    </div>
  );
}
