import { afterNameEntered } from '@tableside/shared/domain/check-in';
import { FORM_MESSAGE_CLEAR_MS } from '@tableside/shared/domain/constants';
import {
  normalizeName,
  sanitizeNameInput,
  validateName,
} from '@tableside/shared/domain/guest-form';
import { UserRound } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageIntro } from '../../../components/ui/page-intro';
import { TextField } from '../../../components/ui/text-field';
import { errorText } from '../../../lib/api-error';
import { keepFiltered } from '../../../lib/keep-filtered';
import { PATHS } from '../../../lib/paths';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import { useTransientFlag } from '../../../lib/use-transient-flag';
import { useCheckIn } from '../api/check-in';
import { useFollowDecision } from '../hooks/use-follow-decision';
import { nextCheckInBody, rememberCheckIn } from '../lib/identity-session';
import './identity.css';
import { useTexts } from '../../../lib/i18n/use-texts';

/** /enter-name: a new number gives a full name, letters and spaces only (spec section 5). */
export function NameForm({ initialName }: { initialName?: string | null }) {
  const { t } = useTexts();
  const [name, setName] = useState(initialName ?? '');
  const [showErrors, revealErrors] = useTransientFlag(FORM_MESSAGE_CLEAR_MS);
  const input = useRef<HTMLInputElement>(null);
  useFocusOnMount(() => input.current?.focus());
  const checkIn = useCheckIn();
  const { follow, showError } = useFollowDecision();
  const navigate = useNavigate();
  const error = showErrors ? validateName(name) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (checkIn.isPending) return;
    if (validateName(name)) {
      revealErrors();
      input.current?.focus();
      return;
    }
    const body = nextCheckInBody({ name: normalizeName(name) });
    if (!body) return navigate(PATHS.entry, { replace: true });
    checkIn.mutate(body, {
      onSuccess: (answer) => {
        rememberCheckIn(answer);
        follow(afterNameEntered(answer));
      },
      onError: (failure) => showError(errorText(failure)),
    });
  };

  return (
    <>
      <PageIntro icon={<UserRound size={26} />} title={t('whatsYourName')}>
        <p>{t('nameWhy')}</p>
      </PageIntro>
      <form className="ts-identity-card" noValidate onSubmit={submit}>
        <TextField
          ref={input}
          label={t('fullName')}
          autoComplete="name"
          autoCapitalize="words"
          enterKeyHint="done"
          placeholder={t('nameExample')}
          value={name}
          // Spec section 5: characters other than letters and spaces are rejected as typed.
          onChange={(event) => setName(keepFiltered(event.currentTarget, sanitizeNameInput))}
          error={error}
        />
        <Button type="submit" size="lg" block loading={checkIn.isPending}>
          {t('continue')}
        </Button>
      </form>
    </>
  );
}
