import { EmptyState, ErrorState, PageHeader, Skeleton } from '../../../components/ui/states';
import { useCurrentBranch } from '../../../lib/branch';
import { useCan } from '../../../lib/session';
import { useNow } from '../../../lib/use-now';
import { useBumpItem, useBumpTicket, usePrepareItem } from '../api/use-bump';
import { useKitchenStations } from '../api/use-kitchen-stations';
import { useKitchenTickets } from '../api/use-kitchen-tickets';
import { useKitchenSound } from '../hooks/use-kitchen-sound';
import { useNewTicketCue } from '../hooks/use-new-ticket-cue';
import { useStationChoice } from '../hooks/use-station-choice';
import type { ItemStep } from '../lib/item-step';
import { SoundToggle } from './sound-toggle';
import { StationPicker } from './station-picker';
import { TicketCard } from './ticket-card';
import './kitchen.css';

/** Ages count in whole minutes; a tick every 10 s keeps them at most 10 s behind. */
const TICK_MS = 10_000;

/** The kitchen display: every ticket still to cook (of this station), oldest first, live. */
export function KitchenScreen() {
  const branch = useCurrentBranch();
  const stations = useKitchenStations(branch.id);
  const choice = useStationChoice(branch.id, stations.data);
  const { stationId } = choice;
  const tickets = useKitchenTickets(branch.id, stationId);
  const sound = useKitchenSound();
  const fresh = useNewTicketCue(
    sound.chime,
    tickets.data?.map((ticket) => ticket.orderGroupId),
  );
  const now = useNow(TICK_MS);
  const prepare = usePrepareItem(branch.id, stationId);
  const bumpItem = useBumpItem(branch.id, stationId);
  const bumpTicket = useBumpTicket(branch.id, stationId);
  const may = { prepare: useCan('prepareItem'), deliver: useCan('deliverItem') };
  const canComplete = useCan('completeGroup');
  const onItemStep = (orderItemId: number, step: ItemStep) => {
    if (step.kind === 'deliver') bumpItem.mutate(orderItemId);
    else prepare.mutate({ orderItemId, prepStatus: step.to });
  };
  const stationName = stations.data?.find((station) => station.id === stationId)?.name;

  return (
    <>
      <PageHeader title={stationName ? `Kitchen · ${stationName}` : 'Kitchen'}>
        <div className="kitchen-tools">
          <StationPicker stations={stations.data ?? []} choice={choice} />
          <SoundToggle sound={sound} />
        </div>
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
              may={may}
              onItemStep={onItemStep}
              onBumpAll={canComplete ? () => bumpTicket.mutate(ticket.orderGroupId) : undefined}
            />
          ))}
        </section>
      )}
    </>
  );
}
