import type { TAdminTable } from '@tableside/shared/contract/tables-admin';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { TableGroup } from '../lib/table-groups';
import { type TableAction, TableRow } from './table-row';

export type AreaAction = 'rename' | 'archive' | 'up' | 'down' | 'addTable' | 'addMany';

/** An area's heading, its actions and its tables. */
export function AreaSection({
  group,
  tokensRequired,
  busy,
  onAreaAction,
  onTableAction,
}: {
  group: TableGroup;
  tokensRequired: boolean;
  busy: boolean;
  onAreaAction: (action: AreaAction) => void;
  onTableAction: (table: TAdminTable, action: TableAction) => void;
}) {
  const { area, tables } = group;
  const title = area?.name ?? 'No area';
  const live = tables.filter((t) => !t.archived).length;
  return (
    <section className="tables-area" aria-label={title}>
      <header className="tables-area__header">
        <h2>
          {title} <span className="tables-area__count">{live} tables</span>
        </h2>
        <div className="tables-area__actions">
          <Button onClick={() => onAreaAction('addTable')}>Add table</Button>
          <Button onClick={() => onAreaAction('addMany')}>Add many</Button>
          {area ? (
            <>
              <button
                type="button"
                className="icon-btn"
                aria-label={`Move area ${area.name} up`}
                disabled={busy}
                onClick={() => onAreaAction('up')}
              >
                <ArrowUp aria-hidden="true" />
              </button>
              <button
                type="button"
                className="icon-btn"
                aria-label={`Move area ${area.name} down`}
                disabled={busy}
                onClick={() => onAreaAction('down')}
              >
                <ArrowDown aria-hidden="true" />
              </button>
              <Button variant="ghost" onClick={() => onAreaAction('rename')}>
                Rename<span className="visually-hidden"> {area.name}</span>
              </Button>
              <Button variant="ghost" disabled={busy} onClick={() => onAreaAction('archive')}>
                Archive<span className="visually-hidden"> area {area.name}</span>
              </Button>
            </>
          ) : null}
        </div>
      </header>
      {tables.length === 0 ? (
        <p className="tables-note">No tables here yet.</p>
      ) : (
        <ul className="tables-list">
          {tables.map((table) => (
            <TableRow
              key={table.id}
              table={table}
              tokensRequired={tokensRequired}
              busy={busy}
              onAction={(action) => onTableAction(table, action)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
