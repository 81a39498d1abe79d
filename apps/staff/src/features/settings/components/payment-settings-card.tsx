import type { TPaymentSettings } from '@tableside/shared/contract/provider-settings';
import type { PaymentProvider } from '@tableside/shared/domain/enums';
import { Copy } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { useSavePaymentSettings, useTestPaymentSettings } from '../api/use-settings';
import { isStale, keysToSend, PAYMENT_FIELDS } from '../lib/settings-form';
import { KeyFields } from './key-fields';
import { ProviderRadios } from './provider-radios';

const PROVIDERS = [
  { value: 'simulated', label: 'Simulated (no real money)' },
  { value: 'stripe', label: 'Stripe' },
  { value: 'razorpay', label: 'Razorpay' },
] as const satisfies readonly { value: PaymentProvider; label: string }[];

const NONE = { publicConfig: {}, secretHints: {} };

/** The brand's payment gateway: provider, keys (saved ones only as hints), test and save. */
export function PaymentSettingsCard({
  settings,
  onReload,
}: {
  settings: TPaymentSettings;
  onReload: () => void;
}) {
  const [provider, setProvider] = useState<PaymentProvider>(settings.provider);
  const [typed, setTyped] = useState<Record<string, string>>({});
  const save = useSavePaymentSettings();
  const test = useTestPaymentSettings();
  const busy = save.isPending || test.isPending;
  const fields = PAYMENT_FIELDS[provider];
  const saved = settings.provider === provider ? settings : NONE;
  const webhookUrl = provider === 'simulated' ? null : webhookUrlFor(settings, provider);

  const change = (name: string, value: string) => {
    setTyped((t) => ({ ...t, [name]: value }));
    test.reset();
  };
  const pick = (next: PaymentProvider) => {
    setProvider(next);
    setTyped({});
    test.reset();
    save.reset();
  };
  function submit(event: FormEvent) {
    event.preventDefault();
    test.reset();
    save.mutate(
      { provider, keys: keysToSend(fields, typed), version: settings.version },
      {
        onSuccess: () => {
          setTyped({});
          toast.success('Payment settings saved');
        },
      },
    );
  }

  return (
    <section className="settings-card" aria-labelledby="payment-settings-title">
      <header className="settings-card__header">
        <h2 id="payment-settings-title">Payments</h2>
        <span className="settings-card__source">
          {settings.source === 'saved' ? 'Saved for this brand' : "Server's default"}
        </span>
      </header>
      <form className="settings-form" onSubmit={submit} noValidate>
        <ProviderRadios
          legend="Gateway"
          name="payment-provider"
          options={PROVIDERS}
          value={provider}
          onChange={pick}
          disabled={busy}
        />
        <KeyFields fields={fields} typed={typed} saved={saved} onChange={change} disabled={busy} />
        {webhookUrl ? <WebhookUrl url={webhookUrl} /> : null}
        {test.isSuccess ? (
          <p className="settings-form__ok" role="status">
            Connection works: the gateway accepted the keys.
          </p>
        ) : null}
        {test.isError || save.isError ? (
          <p className="settings-form__error" role="alert">
            {errorMessage(test.error ?? save.error)}
          </p>
        ) : null}
        <div className="settings-form__actions">
          {isStale(save.error) ? <Button onClick={onReload}>Reload</Button> : null}
          <Button
            onClick={() => test.mutate({ provider, keys: keysToSend(fields, typed) })}
            busy={test.isPending}
            disabled={busy}
          >
            Test connection
          </Button>
          <Button type="submit" variant="primary" busy={save.isPending} disabled={busy}>
            Save
          </Button>
        </div>
      </form>
    </section>
  );
}

/** The server names its webhook URL for the saved gateway; for another, the same pattern. */
function webhookUrlFor(settings: TPaymentSettings, provider: PaymentProvider): string {
  const origin = settings.webhookUrl
    ? settings.webhookUrl.replace(/\/v1\/payments\/webhooks\/\w+$/, '')
    : window.location.origin;
  return `${origin}/v1/payments/webhooks/${provider}`;
}

function WebhookUrl({ url }: { url: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Webhook URL copied');
    } catch {
      toast.error('Copying is blocked here: select the address and copy it');
    }
  };
  return (
    <div className="webhook-url">
      <span className="webhook-url__label">Webhook URL to register at the gateway</span>
      <div className="webhook-url__row">
        <code className="webhook-url__value">{url}</code>
        <Button onClick={() => void copy()} aria-label="Copy the webhook URL">
          <Copy aria-hidden="true" />
          Copy
        </Button>
      </div>
    </div>
  );
}
