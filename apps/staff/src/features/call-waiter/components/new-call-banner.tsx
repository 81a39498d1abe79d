import { BellRing, X } from 'lucide-react';
import { CALL_REASON_LABELS } from '../../../components/ui/call-reasons';
import type { NewCall } from '../hooks/use-new-call-cue';

interface NewCallBannerProps {
  call: NewCall | null;
  tableName: string | null;
  onDismiss: () => void;
}

/** Calls out the newest request; the region is always there so screen readers announce it. */
export function NewCallBanner({ call, tableName, onDismiss }: NewCallBannerProps) {
  return (
    <div className="new-call-region" aria-live="assertive" aria-atomic="true">
      {call ? (
        <div key={call.at} className="new-call">
          <BellRing aria-hidden="true" className="new-call__bell" />
          <p className="new-call__text">
            <strong>New call{tableName ? ` · Table ${tableName}` : ''}</strong>
            <span>{call.reasons.map((reason) => CALL_REASON_LABELS[reason]).join(', ')}</span>
          </p>
          <button
            type="button"
            className="icon-btn"
            aria-label="Dismiss new call notice"
            onClick={onDismiss}
          >
            <X aria-hidden="true" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
