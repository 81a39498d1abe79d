import type { TCustomization } from '@tableside/shared/contract/customization';
import type { TOrderItem } from '@tableside/shared/contract/order';
import { ORDER_ITEM_QUANTITY_MAX } from '@tableside/shared/contract/order-items';
import {
  addOnQuantityProblem,
  addOnRequirementMessage,
  addOnSubmitBlockedReason,
  groupFullMessage,
  toggleAddOn,
  validateCustomisation,
} from '@tableside/shared/domain/add-ons';
import { describeAllergens } from '@tableside/shared/domain/allergens';
import { FORM_MESSAGE_CLEAR_MS } from '@tableside/shared/domain/constants';
import { addItemFailed, MSG } from '@tableside/shared/domain/messages';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Counter } from '../../../components/ui/counter';
import { FoodTypeMark } from '../../../components/ui/food-type-mark';
import { toast } from '../../../components/ui/toast-store';
import { useAllergenWords } from '../../../lib/i18n/use-allergen-words';
import { useTexts } from '../../../lib/i18n/use-texts';
import { createIdempotencyKeys } from '../../../lib/idempotency-key';
import { useAddOrderItems } from '../../../lib/use-add-order-items';
import { useMoney } from '../../../lib/use-money';
import { useSessionValue } from '../../../lib/use-session-value';
import { useEditOrderItem } from '../api/edit-order-item';
import {
  addOnRules,
  autoSelectedIds,
  type CustomisationDraft,
  draftToItem,
  initialDraft,
  offeredAddOns,
  totalPrice,
} from '../lib/customisation-draft';
import { AddOnList } from './add-on-list';
import { InstructionPicker } from './instruction-picker';
import { Recommendations } from './recommendations';
import { ServingSizes } from './serving-sizes';

interface CustomiseFormProps {
  data: TCustomization;
  /** The cart line being changed; absent for a new line. */
  editing?: TOrderItem;
  onDone: () => void;
}

/** The customisation sheet's content (spec sections 2 and 5): choices, live total, submit. */
export function CustomiseForm({ data, editing, onDone }: CustomiseFormProps) {
  const { t } = useTexts();
  const money = useMoney();
  const [draft, setDraft] = useState<CustomisationDraft>(() => initialDraft(data, editing));
  const [overMax, setOverMax] = useState<string | null>(null);
  const orderId = useSessionValue('OrderId');
  const customerId = useSessionValue('CustomerDetails')?.id ?? null;
  const add = useAddOrderItems();
  const edit = useEditOrderItem();
  const keys = useRef(createIdempotencyKeys());
  const sizeName = useId();
  const blockedId = useId();
  const root = useRef<HTMLDivElement>(null);

  // Swapped in from the repeat sheet ('I'll choose'): the button that had focus is gone.
  useEffect(() => {
    if (document.activeElement === document.body) root.current?.focus({ preventScroll: true });
  }, []);

  useEffect(() => {
    if (overMax === null) return;
    const timer = setTimeout(() => setOverMax(null), FORM_MESSAGE_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [overMax]);

  const addOns = offeredAddOns(data);
  const auto = autoSelectedIds(data);
  const rules = addOnRules(data, draft.sizeId);
  const selectedIds = [...draft.addOns.keys()];
  // Why the submit is disabled, said beside it as what to do; the spec's 'Required*' words stay
  // in the hint above the add-ons, once.
  const blocked = addOnSubmitBlockedReason(rules, selectedIds, auto);
  const busy = add.isPending || edit.isPending;
  const update = (patch: Partial<CustomisationDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const toggle = (id: number) => {
    const result = toggleAddOn(rules, selectedIds, auto, id);
    if (!result.ok) {
      setOverMax(result.message);
      return;
    }
    setOverMax(null);
    update({
      addOns: new Map(result.selection.map((picked) => [picked, draft.addOns.get(picked) ?? 1])),
    });
  };

  const setAddOnQuantity = (id: number, quantity: number) => {
    if (quantity < 1) return toggle(id);
    const addOn = addOns.find((offered) => offered.id === id);
    if (!addOn) return;
    if (addOnQuantityProblem(addOn.modifier.itemName, quantity, addOn.modifierQuantity)) return;
    update({ addOns: new Map(draft.addOns).set(id, quantity) });
  };

  const submit = () => {
    if (busy) return;
    const problem = validateCustomisation({
      servingSizeId: draft.sizeId,
      quantity: draft.quantity,
    });
    if (problem) return void toast.error(problem);
    if (draft.sizeId === null || blocked !== null) return;
    if (orderId === null || customerId === null) return void toast.error(MSG.defaultToast);
    const item = draftToItem(data, { ...draft, sizeId: draft.sizeId }, customerId);
    const idempotencyKey = keys.current.keyFor(JSON.stringify(item));
    const done = {
      onSuccess: () => {
        keys.current.settle();
        onDone();
      },
    };
    if (editing) edit.mutate({ orderItemId: editing.id, item, idempotencyKey }, done);
    else
      add.mutate(
        {
          orderId,
          items: [item],
          idempotencyKey,
          fallbackMessage: addItemFailed(data.displayName),
        },
        done,
      );
  };

  const allergenWords = useAllergenWords();

  const allergens = describeAllergens(data.allergens ?? [], allergenWords);
  return (
    <div className="ts-customise" ref={root} tabIndex={-1}>
      <div className="ts-customise__summary">
        <div className="ts-customise__marks">
          <FoodTypeMark type={data.foodType} />
          {data.calories !== null && (
            <span className="ts-customise__kcal">{data.calories} Kcal</span>
          )}
          {data.tag.map((tag) => (
            <span key={tag.id} className="ts-customise__tag">
              {tag.name}
            </span>
          ))}
        </div>
        {data.description && <p className="ts-customise__description">{data.description}</p>}
        {allergens && <p className="ts-customise__allergens">{allergens}</p>}
      </div>
      {data.menuItems.length > 1 && (
        <ServingSizes
          sizes={data.menuItems}
          value={draft.sizeId}
          name={sizeName}
          onChange={(sizeId) => {
            setOverMax(null);
            update({ sizeId });
          }}
        />
      )}
      {addOns.length > 0 && (
        <AddOnList
          addOns={addOns}
          selected={draft.addOns}
          autoSelected={auto}
          hint={addOnRequirementMessage(rules)}
          error={overMax}
          fullReason={groupFullMessage(rules, selectedIds, auto)}
          onToggle={toggle}
          onQuantity={setAddOnQuantity}
        />
      )}
      <InstructionPicker
        options={data.instructions}
        chips={draft.chips}
        note={draft.note}
        onToggle={(text) =>
          update({
            chips: draft.chips.includes(text)
              ? draft.chips.filter((chip) => chip !== text)
              : [...draft.chips, text],
          })
        }
        onNote={(note) => update({ note })}
      />
      {!editing && <Recommendations items={data.recommendations} />}
      <div className="ts-customise__footer">
        {blocked && (
          <p id={blockedId} className="ts-customise__blocked">
            {blocked}
          </p>
        )}
        <Counter
          size="md"
          value={draft.quantity}
          itemName={data.displayName}
          max={ORDER_ITEM_QUANTITY_MAX}
          onIncrement={() => update({ quantity: draft.quantity + 1 })}
          onDecrement={() => update({ quantity: Math.max(0, draft.quantity - 1) })}
        />
        <Button
          className="ts-customise__submit"
          size="lg"
          disabled={blocked !== null}
          aria-describedby={blocked ? blockedId : undefined}
          loading={busy}
          onClick={submit}
        >
          <span>{editing ? t('update') : t('addItem')}</span>
          <span className="ts-customise__total">{money(totalPrice(data, draft))}</span>
        </Button>
      </div>
    </div>
  );
}
