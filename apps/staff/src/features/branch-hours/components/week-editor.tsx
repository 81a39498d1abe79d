import type { TBranchHours } from '@tableside/shared/contract/branch-hours';
import { Copy } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { copyMondayToAll, DAYS, setDay } from '../lib/hours-form';
import { WindowsEditor } from './windows-editor';

interface WeekEditorProps {
  hours: TBranchHours;
  onChange: (hours: TBranchHours) => void;
  problems: Map<string, string>;
}

/** Monday to Sunday, each with its windows (lunch and dinner, or one past midnight). */
export function WeekEditor({ hours, onChange, problems }: WeekEditorProps) {
  return (
    <section className="hours-section" aria-labelledby="hours-week-title">
      <div className="hours-section__head">
        <h2 id="hours-week-title">Weekly hours</h2>
        <Button onClick={() => onChange(copyMondayToAll(hours))}>
          <Copy aria-hidden="true" size={18} /> Copy Monday to all days
        </Button>
      </div>
      <ul className="hours-days">
        {DAYS.map(({ index, name }) => (
          <li key={index} className="hours-day">
            <h3 className="hours-day__name">{name}</h3>
            <WindowsEditor
              dayName={name}
              windows={hours.weekly[index] ?? []}
              onChange={(windows) => onChange(setDay(hours, index, windows))}
              path={`weekly.${index}`}
              problems={problems}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
