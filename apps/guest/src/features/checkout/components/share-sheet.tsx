import type { TSplitBill } from '@tableside/shared/contract/bill-share';
import { toMajor } from '@tableside/shared/domain/money';
import { CreditCard } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Sheet } from '../../../components/ui/sheet';
import { errorText, isApiError } from '../../../lib/api-error';
import type { MessageKey } from '../../../lib/i18n/catalog';
import { useTexts } from '../../../lib/i18n/use-texts';
import { newDeviceId } from '../../../lib/storage';
import { useMoney } from '../../../lib/use-money';
import { useCreateBillShare } from '../api/create-bill-share';
import { draftQuote, type ShareDraft, type ShareWayId } from '../lib/share-draft';
import { shareProblemText } from '../lib/share-problem-text';
import { ShareChoice } from './share-choice';
import { ShareSummary } from './share-summary';
import { ShareTip } from './share-tip';
import { ShareWay } from './share-ways';
import './share-sheet.css';

const WAYS: readonly { way: ShareWayId; label: MessageKey }[] = [
  { way: 'REMAINING', label: 'wayWhole' },
  { way: 'EQUAL', label: 'wayEqual' },
  { way: 'ITEMS', label: 'wayItems' },
  { way: 'AMOUNT', label: 'wayAmount' },
];

/** Nothing picked or typed yet: the way's own hint says what to do, not a problem. */
const untouched = (draft: ShareDraft) =>
  (draft.way === 'ITEMS' && draft.picks.size === 0) ||
  (draft.way === 'AMOUNT' && draft.amountText.trim() === '');

interface ShareSheetProps {
  open: boolean;
  onClose: () => void;
  orderId: number;
  bill: TSplitBill;
  defaultParts: number;
  /** A 409: another share got there first; the split bill is read again. */
  onBillChanged: () => void;
}

/**
 * 'Pay my share': how much (the whole rest, one of N, picked items, an amount) and a tip,
 * quoted on the phone by the server's own rule and sent as `expectedAmount`; then to the
 * gateway like the single payer.
 */
export function ShareSheet({
  open,
  onClose,
  orderId,
  bill,
  defaultParts,
  onBillChanged,
}: ShareSheetProps) {
  const { t, tx } = useTexts();
  const money = useMoney();
  const [draft, setDraft] = useState<ShareDraft>(() => ({
    way: 'REMAINING',
    parts: bill.split && bill.split.taken < bill.split.parts ? bill.split.parts : defaultParts,
    picks: new Map(),
    amountText: '',
    tip: 0,
    tipText: '',
  }));
  const change = (next: Partial<ShareDraft>) => setDraft((current) => ({ ...current, ...next }));
  const [refusal, setRefusal] = useState<string | null>(null);
  const create = useCreateBillShare();
  const { share, tip, quote } = draftQuote(draft, bill);
  const available = Math.max(bill.remainingAmount - bill.heldAmount, 0);
  const amount = quote.ok ? toMajor(quote.amountMinor) : 0;
  // A new key for each share and tip shown: a retried tap of the same one gets its session.
  const request = { orderId, share, tip, expectedAmount: amount };
  const requestKey = JSON.stringify(request);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the request renews the key
  const idempotencyKey = useMemo(() => newDeviceId(), [requestKey]);

  const problem = quote.ok
    ? null
    : shareProblemText(quote.problem, {
        available: money(available),
        parts: bill.split?.parts ?? draft.parts,
      });
  const pay = () => {
    if (!quote.ok) return;
    setRefusal(null);
    create.mutate(
      { request, idempotencyKey },
      {
        onSuccess: ({ url }) => window.location.assign(url),
        onError: (error) => {
          setRefusal(tx(errorText(error)));
          if (isApiError(error) && error.status === 409) onBillChanged();
        },
      },
    );
  };
  // The button stays busy after success: the browser is leaving for the gateway's page.
  const busy = create.isPending || create.isSuccess;
  const chosen = (way: ShareWayId) => {
    setRefusal(null);
    change({ way });
  };
  return (
    <Sheet
      open={open}
      onClose={onClose}
      title={t('payMyShare')}
      closeLabel={t('close')}
      footer={
        <div className="ts-share-sheet__footer">
          {refusal && (
            <p className="ts-share-sheet__refusal" role="alert">
              {refusal}
            </p>
          )}
          {quote.ok && <ShareSummary shareMinor={quote.amountMinor} tipMinor={quote.tipMinor} />}
          <Button
            size="lg"
            block
            loading={busy}
            disabled={!quote.ok}
            icon={<CreditCard aria-hidden="true" size={22} />}
            onClick={pay}
          >
            {quote.ok
              ? t('payAmount', { amount: money(toMajor(quote.amountMinor + quote.tipMinor)) })
              : t('payMyShare')}
          </Button>
        </div>
      }
    >
      <div className="ts-share-sheet">
        <section className="ts-share-sheet__section" aria-labelledby="ts-share-how">
          <h3 id="ts-share-how" className="ts-share-sheet__heading">
            {t('howToPay')}
          </h3>
          <ShareChoice
            look="cards"
            label={t('howToPay')}
            value={draft.way}
            onChange={chosen}
            options={WAYS.map(({ way, label }) => ({ value: way, label: t(label) }))}
          />
          <ShareWay bill={bill} draft={draft} change={change} availableAmount={available} />
          {problem && !untouched(draft) && (
            <p className="ts-share-sheet__problem" role="status">
              {t(problem.key, problem.values)}
            </p>
          )}
        </section>
        <ShareTip draft={draft} change={change} />
      </div>
    </Sheet>
  );
}
