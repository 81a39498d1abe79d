import type { CallWaiterReason } from '@tableside/shared/domain/enums';
import './call-reasons.css';

/** The guest panel's words for each reason (apps/guest call-waiter-sheet). */
export const CALL_REASON_LABELS: Record<CallWaiterReason, string> = {
  WATER: 'Water',
  CUTLERY: 'Cutlery',
  CLEAN_UP: 'Clean up',
  OTHERS: 'Others',
};

/** What the guests asked for, as chips; `large` for the call-waiter queue. */
export function CallReasons({
  reasons,
  large = false,
}: {
  reasons: readonly CallWaiterReason[];
  large?: boolean;
}) {
  if (reasons.length === 0) return null;
  return (
    <ul className={`call-reasons${large ? ' call-reasons--large' : ''}`} aria-label="Reasons">
      {reasons.map((reason) => (
        <li key={reason} className="call-reasons__chip">
          {CALL_REASON_LABELS[reason]}
        </li>
      ))}
    </ul>
  );
}
