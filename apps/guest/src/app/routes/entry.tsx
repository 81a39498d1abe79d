import { checkInView } from '@tableside/shared/domain/check-in';
import { MSG } from '@tableside/shared/domain/messages';
import { CheckInMessage } from '../../features/check-in/components/check-in-message';
import { EntryForm } from '../../features/check-in/components/entry-form';
import { EntryIntro } from '../../features/check-in/components/entry-intro';
import { EntrySkeleton } from '../../features/check-in/components/entry-skeleton';
import { useTableStatus } from '../../features/table-session/api/get-table-status';
import { useSessionValue } from '../../lib/use-session-value';

/** / and /customer-details: the phone form, or why this table cannot take a check-in. */
export function Component() {
  const ids = useSessionValue('Ids');
  const branch = useSessionValue('Branch');
  const tableStatus = useTableStatus(ids);
  if (!ids) return <CheckInMessage message={MSG.tableNotIdentified} />;
  if (tableStatus.isPending) return <EntrySkeleton />;
  // A failed status call means the scanned ids matched no table: checkInView(undefined) says so.
  const view = checkInView(tableStatus.data);
  if (view.kind === 'message') return <CheckInMessage message={view.message} />;
  return (
    <>
      <EntryIntro
        state={view.state}
        venue={branch?.displayName}
        tableNames={tableStatus.data?.tableNames}
      />
      <EntryForm state={view.state} ids={ids} />
    </>
  );
}
