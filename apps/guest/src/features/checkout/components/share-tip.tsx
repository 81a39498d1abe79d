import { TIP_PERCENTS } from '@tableside/shared/domain/bill-tips';
import { TextField } from '../../../components/ui/text-field';
import { useTexts } from '../../../lib/i18n/use-texts';
import type { ShareDraft } from '../lib/share-draft';
import { ShareChoice } from './share-choice';

interface ShareTipProps {
  draft: ShareDraft;
  change: (next: Partial<ShareDraft>) => void;
}

/** Tip chips 0 / 5 / 10 / 15 % and Custom; a custom tip is typed in rupees. */
export function ShareTip({ draft, change }: ShareTipProps) {
  const { t } = useTexts();
  return (
    <section className="ts-share-sheet__section" aria-labelledby="ts-share-tip">
      <h3 id="ts-share-tip" className="ts-share-sheet__heading">
        {t('addTip')}
      </h3>
      <ShareChoice
        look="chips"
        label={t('addTip')}
        value={draft.tip}
        onChange={(tip) => change({ tip })}
        options={[
          ...TIP_PERCENTS.map((percent) => ({
            value: percent,
            label: percent === 0 ? t('tipNone') : `${percent}%`,
          })),
          { value: 'CUSTOM' as const, label: t('tipCustom') },
        ]}
      />
      {draft.tip === 'CUSTOM' && (
        <TextField
          label={t('tipAmount')}
          inputMode="decimal"
          autoComplete="off"
          value={draft.tipText}
          onChange={(event) => change({ tipText: event.target.value })}
        />
      )}
    </section>
  );
}
