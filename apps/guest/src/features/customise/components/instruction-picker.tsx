import type { TInstruction } from '@tableside/shared/contract/customization';
import { INSTRUCTION_LENGTH_MAX } from '@tableside/shared/contract/order-items';
import { useId } from 'react';
import { useTexts } from '../../../lib/i18n/use-texts';

interface InstructionPickerProps {
  options: readonly TInstruction[];
  chips: readonly string[];
  note: string;
  onToggle: (text: string) => void;
  onNote: (note: string) => void;
}

/** Instructions for the kitchen: the product's ready-made ones and the guest's own words. */
export function InstructionPicker({
  options,
  chips,
  note,
  onToggle,
  onNote,
}: InstructionPickerProps) {
  const { t } = useTexts();
  const noteId = useId();
  return (
    <fieldset className="ts-customise__section">
      <legend className="ts-customise__legend">{t('instructions')}</legend>
      {options.length > 0 && (
        <div className="ts-chip-row">
          {options.map((option) => (
            <button
              key={option.id}
              type="button"
              className="ts-chip"
              aria-pressed={chips.includes(option.text)}
              onClick={() => onToggle(option.text)}
            >
              {option.text}
            </button>
          ))}
        </div>
      )}
      <label htmlFor={noteId} className="visually-hidden">
        {t('anythingElse')}
      </label>
      <textarea
        id={noteId}
        className="ts-customise__note"
        rows={2}
        maxLength={INSTRUCTION_LENGTH_MAX}
        placeholder={t('anythingElseOptional')}
        value={note}
        onChange={(event) => onNote(event.target.value)}
      />
    </fieldset>
  );
}
