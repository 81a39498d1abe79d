import { SETUP_LINK_INVALID_MESSAGE } from '@tableside/shared/contract/setup';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthPage } from '../../../components/ui/auth-page';
import { Skeleton } from '../../../components/ui/states';
import { ApiError, errorMessage } from '../../../lib/api';
import { useSetupStatus } from '../api/use-setup-status';
import { SetupForm } from './setup-form';
import './setup.css';

/**
 * The first-run page the server's one-time link opens (/staff/setup?token=...). It exists
 * only while no owner does; afterwards the link answers 404 and this page says so.
 */
export function SetupScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const status = useSetupStatus(token);
  const gone = token === '' || (status.error instanceof ApiError && status.error.status === 404);

  return (
    <AuthPage titleId="setup-title" title="Set up your restaurant" wide>
      {gone ? (
        <div className="setup__gone" role="alert">
          <p>{SETUP_LINK_INVALID_MESSAGE}.</p>
          <p>
            Restart the server for a new link, or ask the person who installed it. Already set up?{' '}
            <Link to="/login">Sign in</Link>.
          </p>
        </div>
      ) : status.isPending ? (
        <Skeleton count={4} height={56} />
      ) : status.isError ? (
        <p className="setup__error" role="alert">
          {errorMessage(status.error)}
        </p>
      ) : (
        <SetupForm token={token} onDone={() => navigate('/', { replace: true })} />
      )}
    </AuthPage>
  );
}
