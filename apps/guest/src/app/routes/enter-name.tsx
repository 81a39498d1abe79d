import { Navigate } from 'react-router';
import { NameForm } from '../../features/check-in/components/name-form';
import { PATHS } from '../../lib/paths';
import { useSessionValue } from '../../lib/use-session-value';

/** /enter-name: names the number checked in on /; without one the guest starts over. */
export function Component() {
  const customer = useSessionValue('CustomerDetails');
  if (!customer) return <Navigate to={PATHS.entry} replace />;
  return <NameForm initialName={customer.name} />;
}
