import type { TFloorTable } from '@tableside/shared/contract/staff';
import { formatInr } from '@tableside/shared/domain/money';
import { UserRound } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { CallReasons } from '../../../components/ui/call-reasons';
import { formatMinutes, minutesSince } from '../../../lib/minutes-since';
import { FLOOR_STATUS_VIEW, type FloorStatus, floorNotes, floorStatus } from '../lib/floor-status';
import { STATUS_ICONS } from './status-icons';

/** What a table without an order is ready for. */
const FREE_HINTS: Partial<Record<FloorStatus, string>> = {
  FREE: 'Ready for guests',
  NOT_SERVICEABLE: 'Takes no guests until it has an associate',
};

interface TableCardProps {
  table: TFloorTable;
  now: number;
  /** A control the screen adds to the card's associate row (e.g. changing the associate). */
  action?: ReactNode;
}

/** One table: its status in words and colour, and the open order's essentials. */
export function TableCard({ table, now, action }: TableCardProps) {
  const headingId = useId();
  const status = floorStatus(table);
  const { label, tone } = FLOOR_STATUS_VIEW[status];
  const Icon = STATUS_ICONS[status];
  const title = `Table ${table.name}`;

  return (
    <article className={`table-card table-card--${tone}`} aria-labelledby={headingId}>
      <header className="table-card__head">
        <h2 id={headingId} className="table-card__name">
          {table.orderId === null ? (
            title
          ) : (
            <Link to={`/orders/${table.orderId}`} className="table-card__link">
              {title}
            </Link>
          )}
        </h2>
        <p className="table-card__status">
          <Icon aria-hidden="true" />
          {label}
        </p>
      </header>
      <div className="table-card__body">
        {table.callWaiter ? <CallReasons reasons={table.callWaiterReasons} /> : null}
        {floorNotes(table).map((note) => (
          <p key={note} className="table-card__note">
            {note}
          </p>
        ))}
        {table.orderId === null ? (
          <p className="table-card__hint">{FREE_HINTS[status] ?? null}</p>
        ) : (
          <OrderFacts table={table} now={now} />
        )}
      </div>
      <footer className="table-card__associate">
        <UserRound aria-hidden="true" />
        <span className="table-card__associate-name">
          <span className="visually-hidden">Associate: </span>
          {table.associate?.name ?? 'No associate'}
        </span>
        {action}
      </footer>
    </article>
  );
}

function OrderFacts({ table, now }: { table: TFloorTable; now: number }) {
  return (
    <dl className="table-card__facts">
      <Fact term="Guests" value={table.guests ?? '–'} />
      <Fact term="PIN" value={table.pin ?? '–'} />
      <Fact
        term="Open"
        value={table.openedAt ? formatMinutes(minutesSince(table.openedAt, now)) : '–'}
      />
      <Fact term="Total" value={<span className="money">{formatInr(table.totalAmount)}</span>} />
    </dl>
  );
}

function Fact({ term, value }: { term: string; value: ReactNode }) {
  return (
    <div className="table-card__fact">
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}
