import { LoaderCircle } from 'lucide-react';
import './spinner.css';

interface SpinnerProps {
  size?: number;
  className?: string;
}

/** A decorative spinning icon; the surrounding control or region announces the loading. */
export function Spinner({ size = 20, className }: SpinnerProps) {
  return (
    <LoaderCircle
      aria-hidden="true"
      size={size}
      className={className ? `ts-spinner ${className}` : 'ts-spinner'}
    />
  );
}
