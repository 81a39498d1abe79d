import type { TOrderItem } from '@tableside/shared/contract/order';
import { addItemFailed } from '@tableside/shared/domain/messages';
import { useId, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast-store';
import { createIdempotencyKeys } from '../../../lib/idempotency-key';
import { lineDetails, lineSignature, lineToInput } from '../../../lib/order-item-lines';
import { useAddOrderItems } from '../../../lib/use-add-order-items';
import { useMoney } from '../../../lib/use-money';
import { useSessionValue } from '../../../lib/use-session-value';
import { usePreviousCustomisations } from '../api/get-previous-customisations';

interface RepeatViewProps {
  productMasterId: number;
  productName: string;
  /** 'I'll choose': a fresh customisation instead. */
  onChoose: () => void;
  onDone: () => void;
}

/** Newest first, one entry per distinct customisation; cancelled lines are not offered. */
function distinctCustomisations(items: readonly TOrderItem[]): TOrderItem[] {
  const seen = new Set<string>();
  return [...items]
    .filter((item) => item.status !== 'CANCELLED')
    .sort((a, b) => b.orderTimeStamp.localeCompare(a.orderTimeStamp) || b.id - a.id)
    .filter((item) => {
      const signature = lineSignature(item);
      if (seen.has(signature)) return false;
      seen.add(signature);
      return true;
    });
}

/** The repeat-customisation sheet (spec section 2): one more of an earlier customisation. */
export function RepeatView({ productMasterId, productName, onChoose, onDone }: RepeatViewProps) {
  const money = useMoney();
  const orderId = useSessionValue('OrderId');
  const customerId = useSessionValue('CustomerDetails')?.id ?? null;
  const previous = usePreviousCustomisations(orderId, productMasterId);
  const options = useMemo(() => distinctCustomisations(previous.data ?? []), [previous.data]);
  const [pickedId, setPickedId] = useState<number | null>(null);
  const add = useAddOrderItems();
  const keys = useRef(createIdempotencyKeys());
  const groupName = useId();
  const picked = options.find((item) => item.id === pickedId) ?? options[0];

  const repeat = () => {
    if (!picked || add.isPending) return;
    const fallbackMessage = addItemFailed(productName);
    if (orderId === null || customerId === null) return void toast.error(fallbackMessage);
    const items = [lineToInput(picked, 1, customerId)];
    add.mutate(
      {
        orderId,
        items,
        idempotencyKey: keys.current.keyFor(JSON.stringify(items)),
        fallbackMessage,
      },
      {
        onSuccess: () => {
          keys.current.settle();
          onDone();
        },
      },
    );
  };

  return (
    <div className="ts-customise">
      {previous.isPending ? (
        <div className="ts-choice-list" aria-busy="true">
          <Skeleton height={64} radius="var(--ts-radius-md)" />
          <Skeleton height={64} radius="var(--ts-radius-md)" />
        </div>
      ) : options.length > 0 ? (
        <fieldset className="ts-customise__section">
          <legend className="ts-customise__legend">Your previous customisation</legend>
          <div className="ts-choice-list">
            {options.map((item) => (
              <label key={item.id} className="ts-choice ts-choice--tall">
                <input
                  type="radio"
                  className="ts-choice__radio"
                  name={groupName}
                  checked={picked?.id === item.id}
                  onChange={() => setPickedId(item.id)}
                />
                <span className="ts-choice__name">{lineDetails(item).join(', ')}</span>
                <span className="ts-choice__price">{money(item.unitPrice)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className="ts-customise__footer ts-customise__footer--split">
        <Button variant="secondary" size="lg" onClick={onChoose}>
          I'll choose
        </Button>
        <Button size="lg" disabled={!picked} loading={add.isPending} onClick={repeat}>
          {picked && picked.id !== options[0]?.id ? 'Repeat this' : 'Repeat last'}
        </Button>
      </div>
    </div>
  );
}
