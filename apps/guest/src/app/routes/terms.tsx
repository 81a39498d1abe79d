import { useParams } from 'react-router';
import { TermsView } from '../../features/terms/components/terms-view';
import { useSessionValue } from '../../lib/use-session-value';

/** /terms/:type */
export function Component() {
  const { type = '' } = useParams();
  const ids = useSessionValue('Ids');
  return <TermsView type={type} brandId={ids?.brandId ?? null} branchId={ids?.branchId ?? null} />;
}
