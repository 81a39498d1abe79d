import type { TSplitBillLine } from '@tableside/shared/contract/bill-share';
import type { MessageKey } from '../../../lib/i18n/catalog';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useMoney } from '../../../lib/use-money';
import { claimFor, LINE_PICKS, type LinePick } from '../lib/split-picks';
import { ShareChoice } from './share-choice';
import { LineHolders, lineTitle } from './split-line';

const PICK_LABEL: Record<LinePick, MessageKey> = {
  rest: 'pickRest',
  half: 'pickHalf',
  third: 'pickThird',
};

interface ShareItemsProps {
  lines: readonly TSplitBillLine[];
  picks: ReadonlyMap<string, LinePick>;
  onPicks: (picks: ReadonlyMap<string, LinePick>) => void;
}

/** Pick items: the guest taps what they had, all of a line or ½ or ⅓ of a shared dish. */
export function ShareItems({ lines, picks, onPicks }: ShareItemsProps) {
  const { t } = useTexts();
  const money = useMoney();
  const toggle = (key: string, pick: LinePick) => {
    const next = new Map(picks);
    if (next.get(key) === pick) next.delete(key);
    else next.set(key, pick);
    onPicks(next);
  };
  return (
    <div className="ts-share-items">
      <p className="ts-share-way__note">{t('pickItemsHint')}</p>
      <ul className="ts-share-items__list">
        {lines.map((line) => {
          const open = claimFor(line, 'rest') !== null;
          const title = lineTitle(line);
          return (
            <li key={line.key} className="ts-share-items__line" data-taken={!open || undefined}>
              <div className="ts-share-items__head">
                <span className="ts-share-items__name">{title}</span>
                <span className="ts-share-items__due">{money(line.due)}</span>
              </div>
              <LineHolders line={line} />
              {open && (
                <ShareChoice
                  look="chips"
                  label={title}
                  value={picks.get(line.key) ?? null}
                  onChange={(pick) => toggle(line.key, pick)}
                  options={LINE_PICKS.map((pick) => ({
                    value: pick,
                    label: t(PICK_LABEL[pick]),
                    disabled: claimFor(line, pick) === null,
                  }))}
                />
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
