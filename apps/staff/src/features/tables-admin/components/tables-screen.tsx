import type { TAdminTable, TTableArea, TTableSetup } from '@tableside/shared/contract/tables-admin';
import { notAllowedMessage } from '@tableside/shared/domain/staff-permissions';
import { Plus, Printer } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState, ErrorState, PageHeader, Skeleton } from '../../../components/ui/states';
import { useCurrentBranch } from '../../../lib/branch';
import { useCan } from '../../../lib/session';
import { useTableSetup } from '../api/use-table-setup';
import { useTableWrite } from '../api/use-table-write';
import { groupTables, moveArea, moveWithinGroup, type TableGroup } from '../lib/table-groups';
import { AddTablesDialog } from './add-tables-dialog';
import { AreaFormDialog } from './area-form-dialog';
import { type AreaAction, AreaSection } from './area-section';
import { QrSheetDialog } from './qr-sheet-dialog';
import { RotateDialog } from './rotate-dialog';
import { TableFormDialog } from './table-form-dialog';
import type { TableAction } from './table-row';
import { TokenSwitch } from './token-switch';
import './tables-admin.css';

const TITLE = 'Tables and QR codes';

/** Tables and QR codes of the branch (issue 14 item 2). */
export function TablesScreen() {
  return useCan('manageTables') ? (
    <TablesContent />
  ) : (
    <>
      <PageHeader title={TITLE} />
      <EmptyState title={notAllowedMessage('manageTables')} />
    </>
  );
}

type Open =
  | { kind: 'area'; area?: TTableArea }
  | { kind: 'table'; table?: TAdminTable; areaId: number | null }
  | { kind: 'many'; areaId: number | null }
  | { kind: 'sheet' }
  | { kind: 'rotate'; table: TAdminTable }
  | null;

function TablesContent() {
  const branch = useCurrentBranch();
  const setup = useTableSetup(branch.id);
  const [showArchived, setShowArchived] = useState(false);
  const [open, setOpen] = useState<Open>(null);

  if (setup.isPending) return <Skeleton count={5} height={64} />;
  if (setup.isError) return <ErrorState error={setup.error} onRetry={() => void setup.refetch()} />;
  const data = setup.data;
  const groups = groupTables(data.areas, data.tables, showArchived);
  const close = () => setOpen(null);

  return (
    <>
      <PageHeader title={TITLE}>
        <Button onClick={() => setOpen({ kind: 'area' })}>
          <Plus aria-hidden="true" />
          Add area
        </Button>
        <Button variant="primary" onClick={() => setOpen({ kind: 'sheet' })}>
          <Printer aria-hidden="true" />
          Print QR codes
        </Button>
      </PageHeader>
      <TokenSwitch branchId={branch.id} setup={data} />
      <label className="tables-archived-toggle">
        <input
          type="checkbox"
          checked={showArchived}
          onChange={(e) => setShowArchived(e.target.checked)}
        />
        Show archived tables
      </label>
      <TableGroups data={data} groups={groups} branchId={branch.id} onOpen={setOpen} />
      {open?.kind === 'area' ? (
        <AreaFormDialog branchId={branch.id} area={open.area} onClose={close} />
      ) : null}
      {open?.kind === 'table' ? (
        <TableFormDialog
          branchId={branch.id}
          areas={data.areas}
          table={open.table}
          defaultAreaId={open.areaId}
          onClose={close}
        />
      ) : null}
      {open?.kind === 'many' ? (
        <AddTablesDialog
          branchId={branch.id}
          areas={data.areas}
          defaultAreaId={open.areaId}
          onClose={close}
        />
      ) : null}
      {open?.kind === 'sheet' ? (
        <QrSheetDialog branchId={branch.id} areas={data.areas} onClose={close} />
      ) : null}
      {open?.kind === 'rotate' ? (
        <RotateDialog branchId={branch.id} table={open.table} onClose={close} />
      ) : null}
    </>
  );
}

function TableGroups({
  data,
  groups,
  branchId,
  onOpen,
}: {
  data: TTableSetup;
  groups: TableGroup[];
  branchId: number;
  onOpen: (open: Open) => void;
}) {
  const write = useTableWrite(branchId, { toastErrors: true });

  const onArea = (group: TableGroup, action: AreaAction) => {
    const area = group.area;
    const areaId = area?.id ?? null;
    if (action === 'addTable') return onOpen({ kind: 'table', areaId });
    if (action === 'addMany') return onOpen({ kind: 'many', areaId });
    if (!area) return;
    if (action === 'rename') return onOpen({ kind: 'area', area });
    if (action === 'archive') {
      return write.mutate({
        kind: 'updateArea',
        areaId: area.id,
        body: { archived: true, version: area.version },
      });
    }
    const ids = moveArea(data.areas, area.id, action === 'up' ? -1 : 1);
    if (ids) write.mutate({ kind: 'areaOrder', ids });
  };

  const onTable = (group: TableGroup, table: TAdminTable, action: TableAction) => {
    if (action === 'edit') return onOpen({ kind: 'table', table, areaId: table.areaId });
    if (action === 'rotate') return onOpen({ kind: 'rotate', table });
    if (action === 'archive' || action === 'restore') {
      return write.mutate({
        kind: 'updateTable',
        tableId: table.id,
        body: { archived: action === 'archive', version: table.version },
      });
    }
    const ids = moveWithinGroup(data.tables, group.tables, table, action === 'up' ? -1 : 1);
    if (ids) write.mutate({ kind: 'tableOrder', ids });
  };

  return (
    <div className="tables-groups">
      {groups.map((group) => (
        <AreaSection
          key={group.area?.id ?? 'none'}
          group={group}
          tokensRequired={data.tableTokensRequired}
          busy={write.isPending}
          onAreaAction={(action) => onArea(group, action)}
          onTableAction={(table, action) => onTable(group, table, action)}
        />
      ))}
    </div>
  );
}
