import { CATALOGUE_LIMITS } from '@tableside/shared/contract/catalogue';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { addTag } from '../lib/rows';

interface TagsInputProps {
  tags: string[];
  onChange: (tags: string[]) => void;
  error?: string;
}

/** Tags as chips: Enter or a comma adds what was typed, Backspace on an empty box takes the last. */
export function TagsInput({ tags, onChange, error }: TagsInputProps) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const full = tags.length >= CATALOGUE_LIMITS.tags;
  const commit = () => {
    if (!typed.trim()) return;
    onChange(addTag(tags, typed));
    setTyped('');
  };
  return (
    <div className="field">
      <label htmlFor={id}>Tags</label>
      <div className="chips-input" data-invalid={error ? true : undefined}>
        <ul className="chips" aria-label="Tags">
          {tags.map((tag) => (
            <li key={tag} className="chip">
              {tag}
              <button
                type="button"
                className="chip__remove"
                aria-label={`Remove tag ${tag}`}
                onClick={() => onChange(tags.filter((old) => old !== tag))}
              >
                <X aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
        <input
          id={id}
          data-field="tags"
          value={typed}
          maxLength={CATALOGUE_LIMITS.tag}
          disabled={full}
          placeholder={full ? `At most ${CATALOGUE_LIMITS.tags} tags` : 'Spicy, Chef’s special…'}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-note`}
          onChange={(event) => {
            const value = event.target.value;
            if (value.endsWith(',')) {
              onChange(addTag(tags, value.slice(0, -1)));
              setTyped('');
            } else setTyped(value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            } else if (event.key === 'Backspace' && !typed && tags.length) {
              onChange(tags.slice(0, -1));
            }
          }}
          onBlur={commit}
        />
      </div>
      <span id={`${id}-note`} className={error ? 'field__error' : 'field__hint'} aria-live="polite">
        {error ?? 'Press Enter or type a comma after each tag.'}
      </span>
    </div>
  );
}
