import type { ToastType } from '@tableside/shared/domain/enums';
import { CircleCheck, CircleX, Info, TriangleExclamationPoint } from 'lucide-react';
import { useEffect } from 'react';
import { type ToastItem, toast, useToastStore } from './toast-store';
import './toaster.css';
import { useTexts } from '../../lib/i18n/use-texts';

const ICONS: Record<ToastType, typeof Info> = {
  success: CircleCheck,
  error: CircleX,
  warning: TriangleExclamationPoint,
  info: Info,
};

function Toast({ item }: { item: ToastItem }) {
  const { id, durationMs } = item;
  useEffect(() => {
    if (durationMs === null) return;
    const timer = setTimeout(() => toast.dismiss(id), durationMs);
    return () => clearTimeout(timer);
  }, [id, durationMs]);
  const { tx } = useTexts();
  const Icon = ICONS[item.type];
  return (
    <li className={`ts-toast ts-toast--${item.type}`}>
      {/* The whole toast is the dismiss control: the spec dismisses on tap. */}
      <button type="button" className="ts-toast__button" onClick={() => toast.dismiss(id)}>
        <Icon aria-hidden="true" size={22} className="ts-toast__icon" />
        <span className="ts-toast__message">{tx(item.message)}</span>
        <span className="visually-hidden">(tap to dismiss)</span>
      </button>
    </li>
  );
}

/**
 * Renders the toasts. The two live regions are always mounted, so screen readers announce
 * new toasts: errors and warnings assertively, the rest politely.
 */
export function Toaster() {
  const items = useToastStore((state) => state.items);
  const urgent = items.filter((t) => t.type === 'error' || t.type === 'warning');
  const calm = items.filter((t) => t.type === 'success' || t.type === 'info');
  return (
    <div className="ts-toaster">
      <ul className="ts-toaster__list" aria-live="assertive" aria-relevant="additions">
        {urgent.map((item) => (
          <Toast key={item.id} item={item} />
        ))}
      </ul>
      <ul className="ts-toaster__list" aria-live="polite" aria-relevant="additions">
        {calm.map((item) => (
          <Toast key={item.id} item={item} />
        ))}
      </ul>
    </div>
  );
}
