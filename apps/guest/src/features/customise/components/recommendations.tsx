import type { TRecommendation } from '@tableside/shared/contract/customization';
import { addItemFailed } from '@tableside/shared/domain/messages';
import { Check, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast-store';
import { useTexts } from '../../../lib/i18n/use-texts';
import { createIdempotencyKeys } from '../../../lib/idempotency-key';
import { useAddOrderItems } from '../../../lib/use-add-order-items';
import { useMoney } from '../../../lib/use-money';
import { useSessionValue } from '../../../lib/use-session-value';

function Recommendation({ item }: { item: TRecommendation }) {
  const money = useMoney();
  const orderId = useSessionValue('OrderId');
  const customerId = useSessionValue('CustomerDetails')?.id ?? null;
  const add = useAddOrderItems();
  const keys = useRef(createIdempotencyKeys());
  const [added, setAdded] = useState(0);

  const tap = () => {
    const fallbackMessage = addItemFailed(item.displayName);
    if (orderId === null || customerId === null) {
      toast.error(fallbackMessage);
      return;
    }
    const items = [
      {
        quantity: 1,
        menuItemMaster: { id: item.id },
        price: item.price,
        modifiers: [],
        orderItemModifierQuantityMappings: [],
        instructions: [],
        customerId,
      },
    ];
    add.mutate(
      { orderId, items, idempotencyKey: keys.current.keyFor(String(added)), fallbackMessage },
      {
        onSuccess: () => {
          keys.current.settle();
          setAdded((count) => count + 1);
        },
      },
    );
  };

  return (
    <li>
      <button
        type="button"
        className="ts-reco"
        aria-busy={add.isPending || undefined}
        onClick={() => !add.isPending && tap()}
      >
        <span className="ts-reco__media">
          {item.image && <img src={item.image} alt="" width={64} height={64} loading="lazy" />}
        </span>
        <span className="ts-reco__name">{item.displayName}</span>
        <span className="ts-reco__meta">
          {item.servingSize} · {money(item.price)}
        </span>
        <span className="ts-reco__action" aria-hidden="true">
          {add.isPending ? (
            <Spinner size={16} />
          ) : added > 0 ? (
            <Check size={16} strokeWidth={3} />
          ) : (
            <Plus size={16} strokeWidth={3} />
          )}
        </span>
        <span className="visually-hidden">
          {added > 0 ? `, ${added} added. Add one more` : ', add one to the cart'}
        </span>
      </button>
    </li>
  );
}

/** Products suggested with this one; a tap adds one of each straight to the cart. */
export function Recommendations({ items }: { items: readonly TRecommendation[] }) {
  const { t } = useTexts();
  if (items.length === 0) return null;
  return (
    <section className="ts-customise__section" aria-labelledby="ts-reco-title">
      <h3 id="ts-reco-title" className="ts-customise__legend">
        {t('goesWellWith')}
      </h3>
      <ul className="ts-reco-list">
        {items.map((item) => (
          <Recommendation key={item.id} item={item} />
        ))}
      </ul>
    </section>
  );
}
