import { CATALOGUE_LIMITS } from '@tableside/shared/contract/catalogue';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api';

interface CategoryFormProps {
  /** The input's label: 'New category in Eat', 'Rename Starters'. */
  label: string;
  initialName?: string;
  submitText: string;
  busy: boolean;
  /** Resolves when saved; a thrown error shows under the input (400 and 409 alike). */
  onSubmit: (name: string) => Promise<unknown>;
  onCancel: () => void;
}

/** The tree's inline form for a new category's or a new name; Escape cancels. */
export function CategoryForm({
  label,
  initialName = '',
  submitText,
  busy,
  onSubmit,
  onCancel,
}: CategoryFormProps) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const submit = async () => {
    const trimmed = name.trim();
    if (!trimmed) return setError('Enter a name');
    if (trimmed.length > CATALOGUE_LIMITS.name)
      return setError(`At most ${CATALOGUE_LIMITS.name} characters`);
    setError(null);
    try {
      await onSubmit(trimmed);
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };

  return (
    <form
      className="category-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        value={name}
        placeholder={label}
        maxLength={CATALOGUE_LIMITS.name + 20}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        // biome-ignore lint/a11y/noAutofocus: the form opens on a button press that asked for it
        autoFocus
        onChange={(event) => setName(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="category-form__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="category-form__actions">
        <Button type="submit" variant="primary" busy={busy}>
          {submitText}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
