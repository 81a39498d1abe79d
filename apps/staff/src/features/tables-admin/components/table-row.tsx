import { buildPath } from '@tableside/shared/contract/routes';
import { TABLES_ADMIN_ROUTES, type TAdminTable } from '@tableside/shared/contract/tables-admin';
import { ArrowDown, ArrowUp, Download, KeyRound, Pencil } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { CopyLink } from './copy-link';

const QR_FILES = [
  { format: 'SVG', path: TABLES_ADMIN_ROUTES.qrSvg },
  { format: 'PNG', path: TABLES_ADMIN_ROUTES.qrPng },
] as const;

export type TableAction = 'edit' | 'rotate' | 'archive' | 'restore' | 'up' | 'down';

/** One table: name, seats, token status, its link and what can be done with it. */
export function TableRow({
  table,
  tokensRequired,
  busy,
  onAction,
}: {
  table: TAdminTable;
  tokensRequired: boolean;
  busy: boolean;
  onAction: (action: TableAction) => void;
}) {
  const qr = (path: typeof TABLES_ADMIN_ROUTES.qrSvg | typeof TABLES_ADMIN_ROUTES.qrPng) =>
    buildPath(path, { tableId: table.id });
  const token = !tokensRequired
    ? { text: 'Plain link', tone: 'idle' }
    : table.hasToken
      ? { text: 'QR token set', tone: 'free' }
      : { text: 'No token', tone: 'alert' };
  return (
    <li className={`table-row${table.archived ? ' table-row--archived' : ''}`}>
      <div className="table-row__main">
        <span className="table-row__name">{table.name}</span>
        <span className="table-row__meta">
          {table.seats} seat{table.seats === 1 ? '' : 's'}
        </span>
        <span className={`tables-badge tables-badge--${token.tone}`}>{token.text}</span>
        {table.hasOpenOrder ? (
          <span className="tables-badge tables-badge--open">Open order</span>
        ) : null}
        {table.archived ? <span className="tables-badge tables-badge--idle">Archived</span> : null}
      </div>
      {table.archived ? null : <CopyLink link={table.link} tableName={table.name} />}
      <div className="table-row__actions">
        {table.archived ? (
          <Button disabled={busy} onClick={() => onAction('restore')}>
            Restore
          </Button>
        ) : (
          <>
            <button
              type="button"
              className="icon-btn"
              aria-label={`Move ${table.name} up`}
              disabled={busy}
              onClick={() => onAction('up')}
            >
              <ArrowUp aria-hidden="true" />
            </button>
            <button
              type="button"
              className="icon-btn"
              aria-label={`Move ${table.name} down`}
              disabled={busy}
              onClick={() => onAction('down')}
            >
              <ArrowDown aria-hidden="true" />
            </button>
            <Button onClick={() => onAction('edit')} aria-label={`Edit table ${table.name}`}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
            {QR_FILES.map(({ format, path }) => (
              <a
                key={format}
                className="btn btn--secondary table-row__qr"
                href={qr(path)}
                download
                aria-label={`Download QR of table ${table.name} as ${format}`}
              >
                <Download aria-hidden="true" />
                {format}
              </a>
            ))}
            {tokensRequired ? (
              <Button onClick={() => onAction('rotate')}>
                <KeyRound aria-hidden="true" />
                New QR code<span className="visually-hidden"> for {table.name}</span>
              </Button>
            ) : null}
            <Button
              variant="ghost"
              disabled={table.hasOpenOrder}
              title={table.hasOpenOrder ? 'Close the open order first' : undefined}
              onClick={() => onAction('archive')}
            >
              Archive<span className="visually-hidden"> {table.name}</span>
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
