import { ZPhoneNo } from '@tableside/shared/contract/common';
import type { TSmsSettings } from '@tableside/shared/contract/provider-settings';
import type { SmsProvider } from '@tableside/shared/domain/enums';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { LabelledField } from '../../../components/ui/labelled-field';
import { toast } from '../../../components/ui/toast';
import { useSaveSmsSettings, useSendTestSms } from '../api/use-settings';
import { useKeysForm } from '../hooks/use-keys-form';
import { isStale, TWILIO_FIELDS } from '../lib/settings-form';
import { KeyFields } from './key-fields';
import { ProviderRadios } from './provider-radios';
import { SettingsCard, SettingsError } from './settings-card';

const PROVIDERS = [
  { value: 'console', label: 'Console (server log only)' },
  { value: 'twilio', label: 'Twilio' },
] as const satisfies readonly { value: SmsProvider; label: string }[];

/** The brand's SMS provider (guests' sign-in codes): provider, keys, sender, a test SMS. */
export function SmsSettingsCard({
  settings,
  onReload,
}: {
  settings: TSmsSettings;
  onReload: () => void;
}) {
  const save = useSaveSmsSettings();
  const form = useKeysForm({
    settings,
    fieldsOf: (provider) => (provider === 'twilio' ? TWILIO_FIELDS : []),
    save,
    savedMessage: 'SMS settings saved',
  });

  return (
    <SettingsCard id="sms-settings-title" title="SMS" source={settings.source}>
      <form className="settings-form" onSubmit={form.submit} noValidate>
        <ProviderRadios
          legend="Provider"
          name="sms-provider"
          options={PROVIDERS}
          value={form.provider}
          onChange={form.pick}
          disabled={save.isPending}
        />
        <KeyFields
          fields={form.fields}
          typed={form.typed}
          saved={form.saved}
          onChange={form.change}
          disabled={save.isPending}
        />
        <SettingsError error={save.error} />
        <div className="settings-form__actions">
          {isStale(save.error) ? <Button onClick={onReload}>Reload</Button> : null}
          <Button type="submit" variant="primary" busy={save.isPending}>
            Save
          </Button>
        </div>
      </form>
      <TestSmsForm />
    </SettingsCard>
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
      <SettingsError error={send.error} />
      <div className="settings-form__actions">
        <Button type="submit" busy={send.isPending}>
          Send a test SMS
        </Button>
      </div>
    </form>
  );
}
