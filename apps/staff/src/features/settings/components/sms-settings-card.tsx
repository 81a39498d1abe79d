import { ZPhoneNo } from '@tableside/shared/contract/common';
import type { TSmsSettings } from '@tableside/shared/contract/provider-settings';
import type { SmsProvider } from '@tableside/shared/domain/enums';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { LabelledField } from '../../../components/ui/labelled-field';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { useSaveSmsSettings, useSendTestSms } from '../api/use-settings';
import { isStale, keysToSend, TWILIO_FIELDS } from '../lib/settings-form';
import { KeyFields } from './key-fields';
import { ProviderRadios } from './provider-radios';

const PROVIDERS = [
  { value: 'console', label: 'Console (server log only)' },
  { value: 'twilio', label: 'Twilio' },
] as const satisfies readonly { value: SmsProvider; label: string }[];

const NONE = { publicConfig: {}, secretHints: {} };

/** The brand's SMS provider (guests' sign-in codes): provider, keys, sender, a test SMS. */
export function SmsSettingsCard({
  settings,
  onReload,
}: {
  settings: TSmsSettings;
  onReload: () => void;
}) {
  const [provider, setProvider] = useState<SmsProvider>(settings.provider);
  const [typed, setTyped] = useState<Record<string, string>>({});
  const save = useSaveSmsSettings();
  const fields = provider === 'twilio' ? TWILIO_FIELDS : [];
  const saved = settings.provider === provider ? settings : NONE;

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      { provider, keys: keysToSend(fields, typed), version: settings.version },
      {
        onSuccess: () => {
          setTyped({});
          toast.success('SMS settings saved');
        },
      },
    );
  }

  return (
    <section className="settings-card" aria-labelledby="sms-settings-title">
      <header className="settings-card__header">
        <h2 id="sms-settings-title">SMS</h2>
        <span className="settings-card__source">
          {settings.source === 'saved' ? 'Saved for this brand' : "Server's default"}
        </span>
      </header>
      <form className="settings-form" onSubmit={submit} noValidate>
        <ProviderRadios
          legend="Provider"
          name="sms-provider"
          options={PROVIDERS}
          value={provider}
          onChange={(next) => {
            setProvider(next);
            setTyped({});
            save.reset();
          }}
          disabled={save.isPending}
        />
        <KeyFields
          fields={fields}
          typed={typed}
          saved={saved}
          onChange={(name, value) => setTyped((t) => ({ ...t, [name]: value }))}
          disabled={save.isPending}
        />
        {save.isError ? (
          <p className="settings-form__error" role="alert">
            {errorMessage(save.error)}
          </p>
        ) : null}
        <div className="settings-form__actions">
          {isStale(save.error) ? <Button onClick={onReload}>Reload</Button> : null}
          <Button type="submit" variant="primary" busy={save.isPending}>
            Save
          </Button>
        </div>
      </form>
      <TestSmsForm />
    </section>
  );
}

/** Sends 'Tableside test message from <brand>' through the saved settings. */
function TestSmsForm() {
  const send = useSendTestSms();
  const [to, setTo] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const valid = ZPhoneNo.safeParse(to.replace(/[\s-]/g, ''));
  const problem = valid.success ? undefined : 'Enter the number with + and the country code';

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!valid.success) return;
    send.mutate(valid.data, { onSuccess: () => toast.success(`Test SMS sent to ${valid.data}`) });
  }

  return (
    <form className="settings-form settings-form--test" onSubmit={submit} noValidate>
      <LabelledField
        label="Send a test SMS to"
        error={submitted ? problem : undefined}
        hint="Uses the saved settings: save first."
      >
        {(p) => (
          <input
            {...p}
            type="tel"
            inputMode="tel"
            value={to}
            placeholder="+919876543210"
            onChange={(e) => {
              setTo(e.target.value);
              send.reset();
            }}
            autoComplete="off"
          />
        )}
      </LabelledField>
      {send.isError ? (
        <p className="settings-form__error" role="alert">
          {errorMessage(send.error)}
        </p>
      ) : null}
      <div className="settings-form__actions">
        <Button type="submit" busy={send.isPending}>
          Send a test SMS
        </Button>
      </div>
    </form>
  );
}
