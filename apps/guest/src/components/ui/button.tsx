import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { Spinner } from './spinner';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'md' | 'lg';

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width of its container. */
  block?: boolean;
}

/** The classes of a button look, for links that should look like buttons. */
export function buttonClassName({ variant = 'primary', size = 'md', block }: ButtonStyle = {}) {
  return ['ts-button', `ts-button--${variant}`, `ts-button--${size}`, block && 'ts-button--block']
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyle {
  /** Shows a spinner and ignores presses while an action runs; the label keeps the width. */
  loading?: boolean;
  /** An icon before the label (decorative: give it aria-hidden). */
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant,
  size,
  block,
  loading = false,
  icon,
  className,
  children,
  onClick,
  type = 'button',
  ...rest
}: ButtonProps) {
  // aria-disabled rather than disabled while loading: the button keeps focus, and a
  // screen reader hears that it is busy instead of losing its place.
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  const classes = [buttonClassName({ variant, size, block }), className].filter(Boolean).join(' ');
  return (
    <button
      type={type}
      className={classes}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      data-loading={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      <span className="ts-button__content">
        {icon}
        {children}
      </span>
      {loading && <Spinner className="ts-button__spinner" size={22} />}
    </button>
  );
}
