import { useState } from 'react';
import { useUnsavedGuard } from './use-unsaved-guard';

/**
 * A form's unsaved-changes guard with its question: closing the form (Cancel, the dialog's X,
 * Escape) or leaving the page while `dirty` asks first. `dialogProps` drive the question
 * (spread into DiscardDialog); `requestClose` is what the form's own close controls call.
 * `onClose` is absent for a page form, which only leaving the page can lose.
 */
export function useDiscardGuard(dirty: boolean, onClose?: () => void) {
  const { blocker, allowNextNavigation } = useUnsavedGuard(dirty, { searchLeaves: false });
  const [asking, setAsking] = useState(false);

  return {
    requestClose: () => (dirty ? setAsking(true) : onClose?.()),
    allowNextNavigation,
    dialogProps: {
      open: asking || blocker.state === 'blocked',
      onStay: () => {
        setAsking(false);
        if (blocker.state === 'blocked') blocker.reset();
      },
      onDiscard: () => {
        setAsking(false);
        if (blocker.state === 'blocked') blocker.proceed();
        else onClose?.();
      },
    },
  };
}
