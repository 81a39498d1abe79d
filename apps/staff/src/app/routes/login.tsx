import { useNavigate, useSearchParams } from 'react-router';
import { LoginForm } from '../../features/auth/components/login-form';
import { safeNext } from '../../lib/safe-next';
import './login-route.css';

export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <main className="login-page">
      <section className="login-card" aria-labelledby="login-title">
        <p className="login-card__brand">Tableside</p>
        <h1 id="login-title">Staff sign in</h1>
        {params.get('next')?.startsWith('/verify/') ? (
          <p className="login-card__hint">Sign in to verify the table you scanned.</p>
        ) : null}
        <LoginForm onSignedIn={() => navigate(safeNext(params.get('next')), { replace: true })} />
      </section>
    </main>
  );
}
