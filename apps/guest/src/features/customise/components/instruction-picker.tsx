import type { TInstruction } from '@tableside/shared/contract/customization';
import { INSTRUCTION_LENGTH_MAX } from '@tableside/shared/contract/order-items';
import { useId } from 'react';

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
  const noteId = useId();
  return (
    <fieldset className="ts-customise__section">
      <legend className="ts-customise__legend">Instructions</legend>
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
        Anything else for the kitchen
      </label>
      <textarea
        id={noteId}
        className="ts-customise__note"
        rows={2}
        maxLength={INSTRUCTION_LENGTH_MAX}
        placeholder="Anything else for the kitchen? (optional)"
        value={note}
        onChange={(event) => onNote(event.target.value)}
      />
    </fieldset>
  );
}
