import { Navigate } from 'react-router';
import { VerifyOtp } from '../../features/check-in/components/verify-otp';
import { PATHS } from '../../lib/paths';
import { useSessionValue } from '../../lib/use-session-value';

/** /verify-otp: needs the number the code was sent to; without it the guest starts over. */
export function Component() {
  const customer = useSessionValue('CustomerDetails');
  if (!customer) return <Navigate to={PATHS.entry} replace />;
  return <VerifyOtp mobile={customer.mobile} />;
}
