import { type FormEvent, useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { type KeyField, keysToSend } from '../lib/settings-form';

interface Settings<P extends string> {
  provider: P;
  version: number;
  publicConfig: Record<string, string>;
  secretHints: Record<string, string>;
}

interface SaveMutation<P extends string> {
  // A method, so each card's own mutation (its provider and keys types) fits.
  mutate(
    body: { provider: P; keys: Record<string, string>; version: number },
    options: { onSuccess: () => void },
  ): void;
  reset(): void;
}

const NONE = { publicConfig: {}, secretHints: {} };

/**
 * A provider settings form: the chosen provider, its typed keys (a blank one keeps the saved
 * key) and the save of the version read. `onEdit` runs on every edit, pick and save, so a
 * card can clear what an edit outdates (the payment card's connection test).
 */
export function useKeysForm<P extends string>(options: {
  settings: Settings<P>;
  fieldsOf: (provider: P) => readonly KeyField[];
  save: SaveMutation<P>;
  savedMessage: string;
  onEdit?: () => void;
}) {
  const { settings, save, onEdit } = options;
  const [provider, setProvider] = useState<P>(settings.provider);
  const [typed, setTyped] = useState<Record<string, string>>({});
  const fields = options.fieldsOf(provider);
  // Hints and public values of another provider's saved keys do not apply to this one.
  const saved = settings.provider === provider ? settings : NONE;

  const change = (name: string, value: string) => {
    setTyped((t) => ({ ...t, [name]: value }));
    onEdit?.();
  };
  const pick = (next: P) => {
    setProvider(next);
    setTyped({});
    onEdit?.();
    save.reset();
  };
  function submit(event: FormEvent) {
    event.preventDefault();
    onEdit?.();
    save.mutate(
      { provider, keys: keysToSend(fields, typed), version: settings.version },
      {
        onSuccess: () => {
          setTyped({});
          toast.success(options.savedMessage);
        },
      },
    );
  }
  return { provider, typed, fields, saved, change, pick, submit };
}
