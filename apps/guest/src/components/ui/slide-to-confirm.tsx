import { ChevronsRight } from 'lucide-react';
import { type PointerEvent, useId, useRef, useState } from 'react';
import { useLocaleStore } from '../../lib/i18n/locale-store';
import { localeDir } from '../../lib/i18n/locales';
import { useTexts } from '../../lib/i18n/use-texts';
import { SlideConfirmStep } from './slide-confirm-step';
import { maxSlide, slideConfirms, slideOffset } from './slide-math';
import { Spinner } from './spinner';
import './slide-to-confirm.css';

/** The label fades out over the first stretch of the slide. */
const LABEL_FADE_PX = 120;

export interface SlideToConfirmProps {
  /** Shown on the track, e.g. 'Slide to confirm order'. */
  label: string;
  /** The keyboard and screen-reader button's name, e.g. 'Confirm order'. */
  actionLabel: string;
  /** Runs once on a confirming release (or the button); the handle returns when it settles. */
  onConfirm: () => Promise<unknown>;
  disabled?: boolean;
  /** Why it is disabled, shown under the track and read with the button. */
  disabledHint?: string;
  /** The button's confirm step: its question and answers. */
  confirmQuestion?: string;
  confirmYes?: string;
  confirmNo?: string;
}

/**
 * Slide-to-confirm (spec section 4): drag the handle; letting go at 35% of the track or beyond
 * confirms, earlier it springs back. The track is for pointers only; keyboard and screen-reader
 * users get a real button, shown when it has focus, that asks before it confirms (issue 16,
 * item 13): the slide is a deliberate gesture, so a single key press must not be less so.
 */
export function SlideToConfirm({
  label,
  actionLabel,
  onConfirm,
  disabled = false,
  disabledHint,
  confirmQuestion,
  confirmYes,
  confirmNo,
}: SlideToConfirmProps) {
  const { t } = useTexts();
  const track = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  /** The track's width when the step opened (the step hides the track). */
  const askedWidth = useRef(0);
  const [asking, setAsking] = useState(false);
  const drag = useRef<{ startX: number; width: number } | null>(null);
  const rtl = useLocaleStore((state) => localeDir(state.locale) === 'rtl');
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState(false);
  const inactive = disabled || busy;

  const confirm = async (width: number) => {
    setBusy(true);
    setOffset(maxSlide(width));
    try {
      await onConfirm();
    } catch {
      // The caller reports its failure; the handle only has to come back.
    } finally {
      setBusy(false);
      setOffset(0);
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (inactive || !track.current) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { startX: event.clientX, width: track.current.clientWidth };
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    setOffset(slideOffset(event.clientX - drag.current.startX, drag.current.width, rtl));
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current) return;
    drag.current = null;
    setDragging(false);
    const final = slideOffset(event.clientX - current.startX, current.width, rtl);
    if (event.type === 'pointerup' && slideConfirms(final, current.width))
      void confirm(current.width);
    else setOffset(0);
  };

  const answer = (yes: boolean) => {
    setAsking(false);
    // Back on the button, which says it is busy while the order goes out.
    button.current?.focus();
    if (yes && !inactive) void confirm(askedWidth.current);
  };

  const generatedId = useId();
  const showStep = asking && !inactive;
  const hintId = disabledHint ? generatedId : undefined;
  return (
    <div className="ts-slide" data-disabled={disabled || undefined}>
      <button
        ref={button}
        type="button"
        className="ts-slide__button"
        disabled={disabled}
        aria-describedby={disabled ? hintId : undefined}
        aria-busy={busy || undefined}
        aria-expanded={showStep}
        onClick={() => {
          if (busy) return;
          askedWidth.current = track.current?.clientWidth ?? 0;
          setAsking(true);
        }}
      >
        {actionLabel}
      </button>
      {showStep && (
        <SlideConfirmStep
          question={confirmQuestion ?? t('confirmQuestion')}
          yesLabel={confirmYes ?? t('confirmYes')}
          noLabel={confirmNo ?? t('notYet')}
          onYes={() => answer(true)}
          onNo={() => answer(false)}
        />
      )}
      <div ref={track} className="ts-slide__track" aria-hidden="true" hidden={showStep}>
        <span
          className="ts-slide__label"
          style={{ opacity: 1 - Math.min(1, offset / LABEL_FADE_PX) }}
        >
          {label}
        </span>
        <div
          className="ts-slide__handle"
          data-dragging={dragging || undefined}
          style={{ transform: `translateX(${rtl ? -offset : offset}px)` }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
        >
          {busy ? (
            <Spinner size={24} />
          ) : (
            <ChevronsRight className="ts-mirror" size={28} strokeWidth={2.5} />
          )}
        </div>
      </div>
      {disabled && disabledHint && (
        <p id={hintId} className="ts-slide__hint">
          {disabledHint}
        </p>
      )}
    </div>
  );
}
