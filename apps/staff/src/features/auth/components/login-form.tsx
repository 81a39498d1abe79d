import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api';
import { useLogin } from '../api/use-login';
import './login.css';

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const login = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const missingUser = submitted && !username.trim();
  const missingPassword = submitted && !password;

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!username.trim() || !password) return;
    login.mutate({ username: username.trim(), password }, { onSuccess: onSignedIn });
  }

  return (
    <form className="login" onSubmit={submit} noValidate>
      <label className="field">
        Username
        <input
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          aria-invalid={missingUser || undefined}
        />
        {missingUser ? <span className="field__error">Enter your username</span> : null}
      </label>
      <label className="field">
        Password
        <input
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={missingPassword || undefined}
        />
        {missingPassword ? <span className="field__error">Enter your password</span> : null}
      </label>
      {login.isError ? (
        <p className="login__error" role="alert">
          {errorMessage(login.error)}
        </p>
      ) : null}
      <Button type="submit" variant="primary" block busy={login.isPending}>
        Sign in
      </Button>
    </form>
  );
}
