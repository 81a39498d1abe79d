import { tableLabel } from '@tableside/shared/domain/table-label';
import { Check, Clock, UserRound, Users } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { CallReasons } from '../../../components/ui/call-reasons';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { minutesSince } from '../../../lib/minutes-since';
import { useResolveCall } from '../api/use-resolve-call';
import type { CallRequest } from '../lib/call-queue';

interface CallCardProps {
  call: CallRequest;
  isNew: boolean;
  canResolve: boolean;
  /** The screen's ticking time, so every card's wait counts up together. */
  now: number;
}

/** One table waiting for a waiter: what they asked for, how long ago, and the action that ends it. */
export function CallCard({ call, isNew, canResolve, now }: CallCardProps) {
  const headingId = useId();
  const resolve = useResolveCall();
  const label = tableLabel(call.tableNames);

  const onResolve = () =>
    resolve.mutate(call.orderId, {
      onSuccess: () => toast.success(`${label}: call resolved.`),
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <article className={`call-card${isNew ? ' call-card--new' : ''}`} aria-labelledby={headingId}>
      <header className="call-card__head">
        <h2 id={headingId}>{label}</h2>
        {isNew ? <span className="call-card__new">New</span> : null}
      </header>
      <CallReasons reasons={call.reasons} large />
      <p className="call-card__meta">
        {call.calledAt === null ? null : (
          <span className="call-card__wait">
            <Clock aria-hidden="true" />
            Waiting {minutesSince(call.calledAt, now)} min
          </span>
        )}
        {call.guests === null ? null : (
          <span>
            <Users aria-hidden="true" />
            {call.guests === 1 ? '1 guest' : `${call.guests} guests`}
          </span>
        )}
        <span>
          <UserRound aria-hidden="true" />
          {call.associateName ?? 'No associate'}
        </span>
      </p>
      {canResolve ? (
        <Button
          variant="primary"
          block
          className="call-card__resolve"
          busy={resolve.isPending}
          aria-label={`Resolve call at ${label}`}
          onClick={onResolve}
        >
          {resolve.isPending ? null : <Check aria-hidden="true" />}
          Resolve
        </Button>
      ) : null}
    </article>
  );
}
