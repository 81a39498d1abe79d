import { CATALOGUE_LIMITS } from '@tableside/shared/contract/catalogue';
import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { FieldErrors } from '../lib/form-errors';
import { rowKey, type TextRow } from '../lib/item-form';
import { moveRow, removeRow, replaceRow } from '../lib/rows';
import { RowActions, RowInput } from './row-controls';

interface InstructionsEditorProps {
  rows: TextRow[];
  errors: FieldErrors;
  onChange: (rows: TextRow[]) => void;
}

/** Ready-made instructions the guest can tick ('Less spicy', 'No onion'). */
export function InstructionsEditor({ rows, errors, onChange }: InstructionsEditorProps) {
  return (
    <section className="item-section" aria-labelledby="item-instructions-title">
      <h2 id="item-instructions-title">Instruction options</h2>
      <p className="item-section__note">
        Choices the guest can add to the order, such as “Less spicy”.
      </p>
      {rows.length ? (
        <div className="item-rows">
          {rows.map((row, index) => (
            <div key={row.key} className="text-row">
              <RowInput
                label={`Instruction ${index + 1}`}
                field={`instructions.${index}`}
                error={errors[`instructions.${index}`]}
                value={row.text}
                maxLength={CATALOGUE_LIMITS.instruction}
                placeholder="Less spicy"
                onChange={(event) =>
                  onChange(replaceRow(rows, index, { ...row, text: event.target.value }))
                }
              />
              <RowActions
                name={`instruction ${index + 1}`}
                index={index}
                count={rows.length}
                onMove={(by) => onChange(moveRow(rows, index, by))}
                onRemove={() => onChange(removeRow(rows, index))}
              />
            </div>
          ))}
        </div>
      ) : null}
      {errors.instructions ? <p className="field__error">{errors.instructions}</p> : null}
      <Button
        disabled={rows.length >= CATALOGUE_LIMITS.instructions}
        onClick={() => onChange([...rows, { key: rowKey(), text: '' }])}
      >
        <Plus aria-hidden="true" />
        Add instruction
      </Button>
    </section>
  );
}
