import { CallQueueScreen } from '../../features/call-waiter/components/call-queue-screen';
import { useCan } from '../../lib/session';

export function Component() {
  return <CallQueueScreen canResolve={useCan('resolveCallWaiter')} />;
}
