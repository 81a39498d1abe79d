import { useNavigate, useSearchParams } from 'react-router';
import { AuthPage } from '../../components/ui/auth-page';
import { LoginForm } from '../../features/auth/components/login-form';
import { safeNext } from '../../lib/safe-next';
import './login-route.css';

export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <AuthPage titleId="login-title" title="Staff sign in">
      {params.get('next')?.startsWith('/verify/') ? (
        <p className="login-hint">Sign in to verify the table you scanned.</p>
      ) : null}
      <LoginForm onSignedIn={() => navigate(safeNext(params.get('next')), { replace: true })} />
    </AuthPage>
  );
}
