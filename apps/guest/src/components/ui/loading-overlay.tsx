import { LoaderCircle } from 'lucide-react';
import './loading-overlay.css';

interface LoadingOverlayProps {
  visible: boolean;
  /** Read by screen readers while the overlay shows. */
  label?: string;
}

/** The full-screen loader of spec section 2: a dark translucent cover with a large white spinner. */
export function LoadingOverlay({ visible, label = 'Loading' }: LoadingOverlayProps) {
  if (!visible) return null;
  return (
    <div className="ts-loading-overlay" role="status" aria-live="polite">
      <LoaderCircle aria-hidden="true" size={64} strokeWidth={2.25} className="ts-spinner" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
