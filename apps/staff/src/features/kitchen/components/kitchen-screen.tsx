import { EmptyState, ErrorState, PageHeader, Skeleton } from '../../../components/ui/states';
import { useCurrentBranch } from '../../../lib/branch';
import { useCan } from '../../../lib/session';
import { useNow } from '../../../lib/use-now';
import { useBumpItem, useBumpTicket } from '../api/use-bump';
import { useKitchenTickets } from '../api/use-kitchen-tickets';
import { useKitchenSound } from '../hooks/use-kitchen-sound';
import { useNewTicketCue } from '../hooks/use-new-ticket-cue';
import { SoundToggle } from './sound-toggle';
import { TicketCard } from './ticket-card';
import './kitchen.css';

/** Ages count in whole minutes; a tick every 10 s keeps them at most 10 s behind. */
const TICK_MS = 10_000;

/** The kitchen display: every ticket still to cook, oldest first, live. */
export function KitchenScreen() {
  const branch = useCurrentBranch();
  const tickets = useKitchenTickets(branch.id);
  const sound = useKitchenSound();
  const fresh = useNewTicketCue(sound.chime);
  const now = useNow(TICK_MS);
  const bumpItem = useBumpItem(branch.id);
  const bumpTicket = useBumpTicket(branch.id);
  const canDeliver = useCan('deliverItem');
  const canComplete = useCan('completeGroup');

  return (
    <>
      <PageHeader title="Kitchen">
        <SoundToggle sound={sound} />
      </PageHeader>
      {tickets.isPending ? (
        <Skeleton count={3} height={180} />
      ) : tickets.isError ? (
        <ErrorState error={tickets.error} onRetry={() => void tickets.refetch()} />
      ) : tickets.data.length === 0 ? (
        <EmptyState title="No tickets.">New orders appear here.</EmptyState>
      ) : (
        <section className="tickets" aria-label={`${tickets.data.length} open tickets`}>
          {tickets.data.map((ticket) => (
            <TicketCard
              key={ticket.orderGroupId}
              ticket={ticket}
              now={now}
              isNew={fresh.has(ticket.orderGroupId)}
              onItemDone={canDeliver ? (itemId) => bumpItem.mutate(itemId) : undefined}
              onBumpAll={canComplete ? () => bumpTicket.mutate(ticket.orderGroupId) : undefined}
            />
          ))}
        </section>
      )}
    </>
  );
}
