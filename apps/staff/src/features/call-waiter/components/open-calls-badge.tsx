import { useCurrentBranch } from '../../../lib/branch';
import { useBranchFloor } from '../../../lib/floor';
import { callQueue } from '../lib/call-queue';
import './open-calls-badge.css';

/**
 * How many tables wait for a waiter, for the Calls nav link (render it only where the member
 * may see the floor: the nav shows Calls to those roles only). Nothing while there are none.
 */
export function OpenCallsBadge() {
  const { data } = useBranchFloor(useCurrentBranch().id);
  const count = data ? callQueue(data).length : 0;
  if (count === 0) return null;
  return (
    <span className="open-calls-badge">
      {count}
      <span className="visually-hidden"> open</span>
    </span>
  );
}
