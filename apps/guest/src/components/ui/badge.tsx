import './badge.css';

interface BadgeProps {
  /** Nothing renders at 0: an empty badge is noise. */
  count: number;
  /** What is counted, for screen readers: '3 unconfirmed items'. */
  label: string;
  /** Counts above this show as 'max+'. */
  max?: number;
  className?: string;
}

/** A small count bubble (unconfirmed items on My Orders, the search cart icon). */
export function Badge({ count, label, max = 99, className }: BadgeProps) {
  if (count <= 0) return null;
  const shown = count > max ? `${max}+` : String(count);
  return (
    <span className={className ? `ts-badge ${className}` : 'ts-badge'}>
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">
        {count} {label}
      </span>
    </span>
  );
}
