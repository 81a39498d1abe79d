import { type KeyboardEvent, useEffect, useRef } from 'react';
import { Button } from './button';

export interface SlideConfirmStepProps {
  question: string;
  yesLabel: string;
  noLabel: string;
  onYes: () => void;
  onNo: () => void;
}

/**
 * The slide-to-confirm's confirmation for keyboards and screen readers: the question, then
 * 'Not yet' and the confirming button, which takes focus. Escape answers no.
 */
export function SlideConfirmStep({
  question,
  yesLabel,
  noLabel,
  onYes,
  onNo,
}: SlideConfirmStepProps) {
  const yes = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    yes.current?.focus();
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onNo();
  };
  return (
    <fieldset className="ts-slide__step" onKeyDown={onKeyDown}>
      <legend className="ts-slide__question">{question}</legend>
      <div className="ts-slide__answers">
        <Button variant="secondary" size="lg" onClick={onNo}>
          {noLabel}
        </Button>
        <Button ref={yes} variant="primary" size="lg" onClick={onYes}>
          {yesLabel}
        </Button>
      </div>
    </fieldset>
  );
}
