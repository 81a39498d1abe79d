import { FEEDBACK_COMMENT_MAX, RATINGS } from '@tableside/shared/domain/feedback';
import { Star } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useGuestFeedback, useSaveFeedback } from '../api/feedback';
import './feedback-form.css';

/**
 * One tap rates the visit (stars are radio buttons, saved at once); a comment is optional and
 * saved with its own button. Both can change for a while after paying (the server says until
 * when, and refuses later changes).
 */
export function FeedbackForm({ orderId }: { orderId: number }) {
  const feedback = useGuestFeedback(orderId);
  const save = useSaveFeedback(orderId);
  const { t } = useTexts();
  const saved = feedback.data?.feedback ?? null;
  const [rating, setRating] = useState<number | null>(null);
  const [draft, setDraft] = useState<string | null>(null);
  const [thanked, setThanked] = useState(false);
  const ids = { legend: useId(), comment: useId(), hint: useId() };
  const shown = rating ?? saved?.rating ?? 0;
  const comment = draft ?? saved?.comment ?? '';

  const send = (next: { rating: number; comment: string }, onSaved?: () => void) =>
    save.mutate(
      { ...next, version: saved?.version ?? 0 },
      {
        onSuccess: () => {
          setThanked(true);
          onSaved?.();
        },
        onError: (error) => {
          setRating(null);
          toast.error(error.message);
        },
      },
    );
  const rate = (value: number) => {
    setRating(value);
    // One tap saves the rating with the comment already saved; a draft waits for its button.
    send({ rating: value, comment: saved?.comment ?? '' });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (shown === 0) return;
    // The draft stays in the box until it is saved, then the saved comment takes its place.
    send({ rating: shown, comment }, () => setDraft(null));
  };

  return (
    <form className="ts-feedback" onSubmit={submit} aria-busy={feedback.isPending}>
      <fieldset className="ts-feedback__rating" disabled={feedback.isPending}>
        <legend id={ids.legend} className="ts-feedback__question">
          {t('howWasVisit')}
        </legend>
        <div className="ts-feedback__stars">
          {RATINGS.map((value) => (
            <label key={value} className="ts-feedback__star" data-on={value <= shown || undefined}>
              <input
                type="radio"
                name={`rating-${orderId}`}
                value={value}
                checked={shown === value}
                onChange={() => rate(value)}
                aria-label={value === 1 ? t('oneStar') : t('manyStars', { count: value })}
              />
              <Star aria-hidden="true" size={32} strokeWidth={1.75} />
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor={ids.comment} className="ts-feedback__label">
        {t('anythingToTell')}
      </label>
      <textarea
        id={ids.comment}
        className="ts-feedback__comment"
        rows={3}
        maxLength={FEEDBACK_COMMENT_MAX}
        value={comment}
        onChange={(event) => setDraft(event.target.value)}
        aria-describedby={ids.hint}
      />
      <p id={ids.hint} className="ts-feedback__hint">
        {shown === 0
          ? t('rateFirst')
          : t('charactersLeft', { count: FEEDBACK_COMMENT_MAX - comment.length })}
      </p>
      <Button
        type="submit"
        variant="primary"
        block
        loading={save.isPending}
        disabled={shown === 0 || draft === null || draft === (saved?.comment ?? '')}
      >
        {t('sendComment')}
      </Button>
      <p className="ts-feedback__status" aria-live="polite">
        {thanked ? `${t('thanksFeedback')} ${t('changeableFor')}` : ''}
      </p>
    </form>
  );
}
