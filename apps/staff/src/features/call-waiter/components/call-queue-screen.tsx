import { EmptyState, ErrorState, PageHeader, Skeleton } from '../../../components/ui/states';
import { useCurrentBranch } from '../../../lib/branch';
import { useBranchFloor } from '../../../lib/floor';
import { useNow } from '../../../lib/use-now';
import { useNewCallCue } from '../hooks/use-new-call-cue';
import { useSoundSetting } from '../hooks/use-sound-setting';
import { callQueue } from '../lib/call-queue';
import { CallCard } from './call-card';
import { NewCallBanner } from './new-call-banner';
import { SoundToggle } from './sound-toggle';
import './calls.css';

/** Tables waiting for a waiter, live; a new one is called out with a banner and a chime. */
export function CallQueueScreen({ canResolve }: { canResolve: boolean }) {
  const floor = useBranchFloor(useCurrentBranch().id);
  const [soundOn, setSoundOn] = useSoundSetting();
  const cue = useNewCallCue(soundOn);
  const now = useNow();

  const header = (
    <PageHeader title="Calls">
      <SoundToggle on={soundOn} onChange={setSoundOn} />
    </PageHeader>
  );
  if (floor.isPending) {
    return (
      <>
        {header}
        <Skeleton count={3} height={160} />
      </>
    );
  }
  if (floor.isError) {
    return <ErrorState error={floor.error} onRetry={() => void floor.refetch()} />;
  }

  const queue = callQueue(floor.data);
  const cueTable = floor.data.find((table) => table.tableId === cue.latest?.tableId);
  return (
    <>
      {header}
      <NewCallBanner call={cue.latest} tableName={cueTable?.name ?? null} onDismiss={cue.dismiss} />
      {queue.length === 0 ? (
        <EmptyState title="No open calls">
          <p>When guests call a waiter, their table shows up here.</p>
        </EmptyState>
      ) : (
        <ul className="call-list" aria-label="Open calls">
          {queue.map((call) => (
            <li key={call.orderId}>
              <CallCard
                call={call}
                isNew={cue.latest?.orderId === call.orderId}
                canResolve={canResolve}
                now={now}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
