import { AlarmClockOff, Clock } from 'lucide-react';
import { useId, useState } from 'react';
import {
  type BranchClock,
  openingLabel,
  snoozeForOneHour,
  snoozeUntilOpening,
  snoozeUntilTime,
} from '../lib/snooze';
import { ActionMenu } from './action-menu';

interface SnoozeMenuProps {
  /** 'Masala Dosa' or 'Masala Dosa (Large)': the button says 'Snooze Masala Dosa'. */
  subject: string;
  clock: BranchClock;
  snoozed: boolean;
  disabled?: boolean;
  onSnooze: (until: Date) => void;
  onLift: () => void;
}

/** '86' presets: an hour, until tomorrow's opening, a custom time; and lift the snooze. */
export function SnoozeMenu({
  subject,
  clock,
  snoozed,
  disabled,
  onSnooze,
  onLift,
}: SnoozeMenuProps) {
  const [custom, setCustom] = useState(false);
  const [time, setTime] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const timeId = useId();

  if (disabled) return null;
  return (
    <ActionMenu
      label={`Snooze ${subject}`}
      trigger={<Clock aria-hidden="true" />}
      className="snooze-menu"
    >
      {(close) => (
        <>
          <p className="action-menu__title">Snooze until</p>
          <button
            type="button"
            className="action-menu__item"
            onClick={() => {
              close();
              onSnooze(snoozeForOneHour(Date.now()));
            }}
          >
            1 hour
          </button>
          <button
            type="button"
            className="action-menu__item"
            onClick={() => {
              close();
              onSnooze(snoozeUntilOpening(Date.now(), clock));
            }}
          >
            {openingLabel(clock)}
          </button>
          {custom ? (
            <form
              className="snooze-custom"
              onSubmit={(event) => {
                event.preventDefault();
                const until = snoozeUntilTime(Date.now(), time, clock);
                if (!until) return setProblem('Choose a time');
                close();
                setCustom(false);
                onSnooze(until);
              }}
            >
              <label htmlFor={timeId}>Back at</label>
              <input
                id={timeId}
                type="time"
                value={time}
                required
                aria-invalid={problem ? true : undefined}
                onChange={(event) => {
                  setTime(event.target.value);
                  setProblem(null);
                }}
              />
              <button type="submit" className="mini-btn mini-btn--primary">
                Snooze
              </button>
              {problem ? (
                <span className="inline-error" role="alert">
                  {problem}
                </span>
              ) : null}
            </form>
          ) : (
            <button type="button" className="action-menu__item" onClick={() => setCustom(true)}>
              Custom…
            </button>
          )}
          {snoozed ? (
            <button
              type="button"
              className="action-menu__item"
              onClick={() => {
                close();
                onLift();
              }}
            >
              <AlarmClockOff aria-hidden="true" />
              Lift snooze
            </button>
          ) : null}
        </>
      )}
    </ActionMenu>
  );
}
