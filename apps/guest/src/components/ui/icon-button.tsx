import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import './icon-button.css';

export interface IconButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  /** The accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  icon: ReactNode;
  /** 'filled' sits on busy backgrounds (images, sheets). */
  tone?: 'plain' | 'filled';
  ref?: Ref<HTMLButtonElement>;
}

/** A 44 x 44 px button holding one icon. */
export function IconButton({
  label,
  icon,
  tone = 'plain',
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  const classes = ['ts-icon-button', `ts-icon-button--${tone}`, className]
    .filter(Boolean)
    .join(' ');
  return (
    <button type={type} aria-label={label} className={classes} {...rest}>
      {icon}
    </button>
  );
}
