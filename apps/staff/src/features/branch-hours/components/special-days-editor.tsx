import type { TBranchHours } from '@tableside/shared/contract/branch-hours';
import { SPECIAL_DAY_LABEL_MAX } from '@tableside/shared/domain/order-hours-rules';
import { CalendarPlus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { LabelledField } from '../../../components/ui/labelled-field';
import { addSpecialDay, removeSpecialDay, setSpecialDay } from '../lib/hours-form';
import { WindowsEditor } from './windows-editor';

interface SpecialDaysEditorProps {
  hours: TBranchHours;
  onChange: (hours: TBranchHours) => void;
  problems: Map<string, string>;
  /** 'YYYY-MM-DD' in the branch's zone: where a new special day starts. */
  today: string;
}

/** Holidays (closed) and special days with their own windows, which replace the weekday's. */
export function SpecialDaysEditor({ hours, onChange, problems, today }: SpecialDaysEditorProps) {
  return (
    <section className="hours-section" aria-labelledby="hours-special-title">
      <div className="hours-section__head">
        <h2 id="hours-special-title">Holidays and special days</h2>
        <Button onClick={() => onChange(addSpecialDay(hours, today))}>
          <CalendarPlus aria-hidden="true" size={18} /> Add special day
        </Button>
      </div>
      {hours.specialDays.length === 0 ? (
        <p className="hours-muted">No special days. The weekly hours apply every day.</p>
      ) : null}
      <ul className="hours-days">
        {hours.specialDays.map((day, index) => {
          const path = `specialDays.${index}`;
          const name = day.label || day.date;
          const set = (change: Partial<typeof day>) =>
            onChange(setSpecialDay(hours, index, { ...day, ...change }));
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a date being edited cannot be the key
            <li key={index} className="hours-day hours-special">
              <div className="hours-special__fields">
                <LabelledField label="Date" error={problems.get(`${path}.date`)}>
                  {(input) => (
                    <input
                      {...input}
                      type="date"
                      value={day.date}
                      onChange={(e) => set({ date: e.target.value })}
                    />
                  )}
                </LabelledField>
                <LabelledField
                  label="Label"
                  hint="e.g. Diwali"
                  error={problems.get(`${path}.label`)}
                >
                  {(input) => (
                    <input
                      {...input}
                      value={day.label}
                      maxLength={SPECIAL_DAY_LABEL_MAX}
                      onChange={(e) => set({ label: e.target.value })}
                    />
                  )}
                </LabelledField>
                <label className="hours-check">
                  <input
                    type="checkbox"
                    checked={day.closed}
                    onChange={(e) => set({ closed: e.target.checked })}
                  />
                  Closed all day
                </label>
                <button
                  type="button"
                  className="icon-btn"
                  aria-label={`Remove special day ${name}`}
                  onClick={() => onChange(removeSpecialDay(hours, index))}
                >
                  <Trash2 aria-hidden="true" />
                </button>
              </div>
              {day.closed ? null : (
                <>
                  <WindowsEditor
                    dayName={name}
                    windows={day.windows}
                    onChange={(windows) => set({ windows })}
                    path={`${path}.windows`}
                    problems={problems}
                  />
                  {problems.get(`${path}.windows`) ? (
                    <span className="field__error" aria-live="polite">
                      {problems.get(`${path}.windows`)}
                    </span>
                  ) : null}
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
