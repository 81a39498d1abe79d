import { afterCheckIn } from '@tableside/shared/domain/check-in';
import { FORM_MESSAGE_CLEAR_MS } from '@tableside/shared/domain/constants';
import { hasFormErrors, validateEntryForm } from '@tableside/shared/domain/guest-form';
import { MSG } from '@tableside/shared/domain/messages';
import { toE164 } from '@tableside/shared/domain/phone';
import { type FormEvent, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { errorText } from '../../../lib/api-error';
import { keepFiltered } from '../../../lib/keep-filtered';
import { AppLink } from '../../../lib/navigation';
import { TERMS_TYPES, termsPath } from '../../../lib/paths';
import type { EntryIds } from '../../../lib/session-schemas';
import { deviceId } from '../../../lib/storage';
import { useTransientFlag } from '../../../lib/use-transient-flag';
import { useCheckIn } from '../api/check-in';
import { clearEntryDraft, draftCountry, useEntryDraft } from '../hooks/use-entry-draft';
import { useFollowDecision } from '../hooks/use-follow-decision';
import { rememberCheckIn, rememberEntry } from '../lib/identity-session';
import { normalizePhoneInput } from '../lib/phone-input';
import { CountrySelect } from './country-select';
import { GuestCountPicker } from './guest-count-picker';
import './identity.css';
import { useTexts } from '../../../lib/i18n/use-texts';

interface EntryFormProps {
  state: 'NEW' | 'JOIN';
  ids: EntryIds;
}

/** The phone form of / and /customer-details (spec sections 2 and 5). */
export function EntryForm({ state, ids }: EntryFormProps) {
  const { t } = useTexts();
  const draft = useEntryDraft();
  const country = draftCountry(draft);
  const [showErrors, revealErrors] = useTransientFlag(FORM_MESSAGE_CLEAR_MS);
  const checkIn = useCheckIn();
  const { follow, showError } = useFollowDecision();
  const numberRef = useRef<HTMLInputElement>(null);
  const guestsRef = useRef<HTMLInputElement>(null);
  const termsRef = useRef<HTMLInputElement>(null);

  const form = { country, number: draft.number, guests: draft.guests, terms: draft.terms };
  const errors = showErrors ? validateEntryForm({ ...form, checkInState: state }) : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (checkIn.isPending) return;
    const found = validateEntryForm({ ...form, checkInState: state });
    if (hasFormErrors(found)) {
      revealErrors();
      const first = found.number ? numberRef : found.guests ? guestsRef : termsRef;
      first.current?.focus();
      return;
    }
    const phoneNo = toE164(country, draft.number);
    const guests = state === 'NEW' && draft.guests !== null ? draft.guests : undefined;
    const device = deviceId.get();
    checkIn.mutate(
      {
        phoneNo,
        noOfGuest: guests,
        tableId: ids.tableId,
        branchId: ids.branchId,
        t: ids.t,
        deviceId: device,
      },
      {
        onSuccess: (answer) => {
          rememberEntry({ mobile: phoneNo, guests, terms: true, deviceId: device });
          clearEntryDraft();
          rememberCheckIn(answer);
          const decision = afterCheckIn(answer);
          if (decision.kind === 'navigate' && decision.to === '/verify-otp')
            toast.success(MSG.otpSent);
          follow(decision);
        },
        // A rescan by a guest already at the table is answered with the seat (customer
        // already mapped), which afterCheckIn sends to the menu, even in a new tab.
        onError: (error) => showError(errorText(error)),
      },
    );
  };

  return (
    <form className="ts-identity-card" noValidate onSubmit={submit}>
      <TextField
        ref={numberRef}
        label={t('mobileNumber')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={t('digits', { count: country.length })}
        value={draft.number}
        onChange={(event) =>
          draft.setDraft({
            number: keepFiltered(event.currentTarget, (raw) => normalizePhoneInput(raw, country)),
          })
        }
        error={errors.number}
        start={
          <CountrySelect
            country={country}
            onChange={(next) => {
              // Spec section 5: changing the country clears the number.
              draft.setDraft({ countryId: next.id, number: '' });
              numberRef.current?.focus();
            }}
          />
        }
      />
      {state === 'NEW' && (
        <GuestCountPicker
          ref={guestsRef}
          value={draft.guests}
          onChange={(guests) => draft.setDraft({ guests })}
          error={errors.guests}
        />
      )}
      <Checkbox
        ref={termsRef}
        checked={draft.terms}
        onChange={(event) => draft.setDraft({ terms: event.target.checked })}
        error={errors.terms}
        label={
          <>
            {t('iAgreeToThe')}{' '}
            <AppLink to={termsPath(TERMS_TYPES.conditions)}>{t('termsAndConditions')}</AppLink>
          </>
        }
      />
      <Button type="submit" size="lg" block loading={checkIn.isPending}>
        {state === 'NEW' ? t('getStarted') : t('join')}
      </Button>
    </form>
  );
}
