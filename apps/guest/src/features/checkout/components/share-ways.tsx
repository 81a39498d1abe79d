import type { TSplitBill } from '@tableside/shared/contract/bill-share';
import { MAX_SPLIT_PARTS, MIN_SPLIT_PARTS } from '@tableside/shared/domain/bill-equal-split';
import { Minus, Plus } from 'lucide-react';
import { TextField } from '../../../components/ui/text-field';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useMoney } from '../../../lib/use-money';
import type { ShareDraft } from '../lib/share-draft';
import { ShareItems } from './share-items';

interface WayProps {
  bill: TSplitBill;
  draft: ShareDraft;
  change: (next: Partial<ShareDraft>) => void;
  availableAmount: number;
}

function EqualParts({ bill, draft, change }: WayProps) {
  const { t } = useTexts();
  // A split under way fixes N for everyone at the table: the server refuses another N.
  const fixed = bill.split !== null && bill.split.taken < bill.split.parts;
  const step = (by: number) =>
    change({ parts: Math.min(Math.max(draft.parts + by, MIN_SPLIT_PARTS), MAX_SPLIT_PARTS) });
  return (
    <div className="ts-share-way">
      {fixed && bill.split ? (
        <p className="ts-share-way__note">
          {t('splitUnderWay', { count: bill.split.parts, taken: bill.split.taken })}
        </p>
      ) : (
        // biome-ignore lint/a11y/useSemanticElements: a stepper is two buttons and a count, not a fieldset
        <div className="ts-stepper" role="group" aria-label={t('peopleCount')}>
          <span className="ts-stepper__label" aria-hidden="true">
            {t('peopleCount')}
          </span>
          <button
            type="button"
            className="ts-stepper__button"
            aria-label={t('fewerPeople')}
            disabled={draft.parts <= MIN_SPLIT_PARTS}
            onClick={() => step(-1)}
          >
            <Minus aria-hidden="true" size={18} strokeWidth={2.75} />
          </button>
          <output className="ts-stepper__value" aria-live="polite">
            {draft.parts}
          </output>
          <button
            type="button"
            className="ts-stepper__button"
            aria-label={t('morePeople')}
            disabled={draft.parts >= MAX_SPLIT_PARTS}
            onClick={() => step(1)}
          >
            <Plus aria-hidden="true" size={18} strokeWidth={2.75} />
          </button>
        </div>
      )}
    </div>
  );
}

function Amount({ draft, change, availableAmount }: WayProps) {
  const { t } = useTexts();
  const money = useMoney();
  return (
    <TextField
      label={t('amountToPay')}
      inputMode="decimal"
      autoComplete="off"
      value={draft.amountText}
      onChange={(event) => change({ amountText: event.target.value })}
      hint={t('amountUpTo', { amount: money(availableAmount) })}
    />
  );
}

/** The part of the sheet for the way chosen: nothing more to choose for the whole bill. */
export function ShareWay(props: WayProps) {
  const { t } = useTexts();
  const money = useMoney();
  switch (props.draft.way) {
    case 'REMAINING':
      // Nothing open: the sheet says why there is nothing to pay instead.
      return props.availableAmount > 0 ? (
        <p className="ts-share-way__note">
          {t('wayWholeHint', { amount: money(props.availableAmount) })}
        </p>
      ) : null;
    case 'EQUAL':
      return <EqualParts {...props} />;
    case 'ITEMS':
      return (
        <ShareItems
          lines={props.bill.lines}
          picks={props.draft.picks}
          onPicks={(picks) => props.change({ picks })}
        />
      );
    case 'AMOUNT':
      return <Amount {...props} />;
  }
}
