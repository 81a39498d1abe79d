import type { TKitchenTicket } from '@tableside/shared/contract/staff-console';
import { orderGroupLabel } from '@tableside/shared/domain/order-display';
import { tableLabel } from '@tableside/shared/domain/table-label';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { type ItemStep, itemStep } from '../lib/item-step';
import { AGE_LEVEL_TEXT, ticketAge } from '../lib/ticket-age';
import { TicketItem } from './ticket-item';

interface TicketCardProps {
  ticket: TKitchenTicket;
  now: number;
  /** Arrived while the board was open: flashes and says "New". */
  isNew: boolean;
  /** What the member may do to a line. */
  may: { prepare: boolean; deliver: boolean };
  onItemStep: (orderItemId: number, step: ItemStep) => void;
  /** Absent when the member may not complete groups. */
  onBumpAll?: () => void;
}

export function TicketCard({ ticket, now, isNew, may, onItemStep, onBumpAll }: TicketCardProps) {
  const headingId = useId();
  const orderId = useId();
  const age = ticketAge(ticket.confirmedAt, now);
  const table = tableLabel(ticket.tableNames);
  const order = orderGroupLabel(ticket.orderNumber);
  return (
    <article
      className={`ticket ticket--${age.level}${isNew ? ' ticket--new' : ''}`}
      aria-labelledby={`${headingId} ${orderId}`}
    >
      <header className="ticket__header">
        <div className="ticket__where">
          <h2 id={headingId} className="ticket__table">
            {table}
          </h2>
          <p id={orderId} className="ticket__order">
            {order}
          </p>
        </div>
        {isNew ? <span className="ticket__new">New</span> : null}
        <p className="ticket__age">
          <span className="ticket__level">{AGE_LEVEL_TEXT[age.level]}</span>
          <time dateTime={ticket.confirmedAt}>{age.label}</time>
        </p>
      </header>
      <ul className="ticket__items">
        {ticket.items.map((item) => (
          <TicketItem
            key={item.id}
            item={item}
            step={itemStep(item, may)}
            onStep={(step) => onItemStep(item.id, step)}
          />
        ))}
      </ul>
      {onBumpAll ? (
        <footer className="ticket__footer">
          <Button variant="primary" block onClick={onBumpAll}>
            Bump all
            <span className="visually-hidden">
              {' '}
              {table}, {order}
            </span>
          </Button>
        </footer>
      ) : null}
    </article>
  );
}
