import { Armchair } from 'lucide-react';
import { PageIntro } from '../../../components/ui/page-intro';
import './entry-intro.css';
import { useTexts } from '../../../lib/i18n/use-texts';

interface EntryIntroProps {
  state: 'NEW' | 'JOIN';
  /** The branch's display name, when known. */
  venue?: string | null;
  tableNames?: readonly string[];
}

/** The welcome above the phone form: where the guest is and what happens next. */
export function EntryIntro({ state, venue, tableNames = [] }: EntryIntroProps) {
  const { t } = useTexts();
  return (
    <PageIntro eyebrow={venue} title={state === 'NEW' ? t('welcome') : t('joinYourTable')}>
      <p>{state === 'NEW' ? t('welcomeNew') : t('welcomeJoin')}</p>
      {tableNames.length > 0 && (
        <p className="ts-entry-table">
          <Armchair aria-hidden="true" size={18} />
          {t('tableNamed', { tables: tableNames.join(', ') })}
        </p>
      )}
    </PageIntro>
  );
}
