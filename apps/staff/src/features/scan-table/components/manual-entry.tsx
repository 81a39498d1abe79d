import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { parseVerifyTarget } from '../lib/verify-target';

/** For when the camera cannot be used: the order number, or the verify link pasted. */
export function ManualEntry({ onOrder }: { onOrder: (orderId: number) => void }) {
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const titleId = useId();
  const inputId = useId();
  const errorId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const target = parseVerifyTarget(value, window.location.origin);
    if ('problem' in target) setProblem(target.problem);
    else onOrder(target.orderId);
  }

  return (
    <form className="scan-manual" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId}>Or type it in</h2>
      <div className="field">
        <label htmlFor={inputId}>Order number or verify link</label>
        <input
          id={inputId}
          name="order"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          enterKeyHint="go"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setProblem(null);
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
        />
        {problem ? (
          <span className="field__error" id={errorId} role="alert">
            {problem}
          </span>
        ) : null}
      </div>
      <Button type="submit" block>
        Open order
      </Button>
    </form>
  );
}
