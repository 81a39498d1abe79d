import type { TPaymentSettings } from '@tableside/shared/contract/provider-settings';
import type { PaymentProvider } from '@tableside/shared/domain/enums';
import { Copy } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useSavePaymentSettings, useTestPaymentSettings } from '../api/use-settings';
import { useKeysForm } from '../hooks/use-keys-form';
import { isStale, keysToSend, PAYMENT_FIELDS } from '../lib/settings-form';
import { KeyFields } from './key-fields';
import { ProviderRadios } from './provider-radios';
import { SettingsCard, SettingsError } from './settings-card';

const PROVIDERS = [
  { value: 'simulated', label: 'Simulated (no real money)' },
  { value: 'stripe', label: 'Stripe' },
  { value: 'razorpay', label: 'Razorpay' },
] as const satisfies readonly { value: PaymentProvider; label: string }[];

/** The brand's payment gateway: provider, keys (saved ones only as hints), test and save. */
export function PaymentSettingsCard({
  settings,
  onReload,
}: {
  settings: TPaymentSettings;
  onReload: () => void;
}) {
  const save = useSavePaymentSettings();
  const test = useTestPaymentSettings();
  const form = useKeysForm({
    settings,
    fieldsOf: (provider) => PAYMENT_FIELDS[provider],
    save,
    savedMessage: 'Payment settings saved',
    onEdit: test.reset,
  });
  const { provider, fields, typed } = form;
  const busy = save.isPending || test.isPending;
  const webhookUrl = provider === 'simulated' ? null : webhookUrlFor(settings, provider);

  return (
    <SettingsCard id="payment-settings-title" title="Payments" source={settings.source}>
      <form className="settings-form" onSubmit={form.submit} noValidate>
        <ProviderRadios
          legend="Gateway"
          name="payment-provider"
          options={PROVIDERS}
          value={provider}
          onChange={form.pick}
          disabled={busy}
        />
        <KeyFields
          fields={fields}
          typed={typed}
          saved={form.saved}
          onChange={form.change}
          disabled={busy}
        />
        {webhookUrl ? <WebhookUrl url={webhookUrl} /> : null}
        {test.isSuccess ? (
          <p className="settings-form__ok" role="status">
            Connection works: the gateway accepted the keys.
          </p>
        ) : null}
        <SettingsError error={test.error ?? save.error} />
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
    </SettingsCard>
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
