import { useNavigate, useSearchParams } from 'react-router';
import { LoginForm } from '../../features/auth/components/login-form';
import './login-route.css';

/** Where `next` may send the member after login: only a page of the console itself. */
function safeNext(next: string | null): string {
  return next?.startsWith('/') && !next.startsWith('//') ? next : '/';
}

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
