import { Armchair } from 'lucide-react';
import { PageIntro } from '../../../components/ui/page-intro';
import './entry-intro.css';

interface EntryIntroProps {
  state: 'NEW' | 'JOIN';
  /** The branch's display name, when known. */
  venue?: string | null;
  tableNames?: readonly string[];
}

/** The welcome above the phone form: where the guest is and what happens next. */
export function EntryIntro({ state, venue, tableNames = [] }: EntryIntroProps) {
  return (
    <PageIntro eyebrow={venue} title={state === 'NEW' ? 'Welcome!' : 'Join your table'}>
      <p>
        {state === 'NEW'
          ? 'Enter your mobile number to start ordering from your table.'
          : 'Your table has already started ordering. Enter your mobile number to join in.'}
      </p>
      {tableNames.length > 0 && (
        <p className="ts-entry-table">
          <Armchair aria-hidden="true" size={18} />
          Table {tableNames.join(', ')}
        </p>
      )}
    </PageIntro>
  );
}
