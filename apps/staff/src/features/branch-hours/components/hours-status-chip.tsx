import { orderHoursStatus } from '@tableside/shared/domain/order-hours';
import { useNow } from '../../../lib/use-now';
import { useHoursStatus } from '../api/use-branch-hours';
import { statusText } from '../lib/status-text';
import './hours-status-chip.css';

const MINUTE_MS = 60_000;

/** 'Open now · closes in 2 h 10 min' or 'Closed · opens 18:00', moved on each minute. */
export function HoursStatusChip({ branchId }: { branchId: number }) {
  const query = useHoursStatus(branchId);
  const now = new Date(useNow(MINUTE_MS));
  if (!query.data) return null;
  const { hours, timeZone } = query.data;
  let status: ReturnType<typeof orderHoursStatus>;
  try {
    status = orderHoursStatus(hours, timeZone, now);
  } catch {
    // A zone this browser does not know: the server's answer at load time is still right.
    return null;
  }
  return (
    <span className={`hours-chip ${status.open ? 'hours-chip--open' : ''}`}>
      {statusText(status, now, timeZone)}
    </span>
  );
}
