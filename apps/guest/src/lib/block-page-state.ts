/**
 * The navigation state /payment-in-progress-block reads (spec sections 2 and 4): the message
 * to show and, from Pay Bill, the flag that clears the unconfirmed cart first. Pass it as
 * `navigate(PATHS.paymentInProgressBlock, { state: blockPageState(decision) })`.
 */
export interface BlockPageState {
  message?: string;
  clearCart?: boolean;
}

export const blockPageState = (input: {
  message?: string;
  clearCart?: boolean;
}): BlockPageState => ({
  message: input.message,
  clearCart: input.clearCart === true,
});

/** Location state is whatever the history entry holds (a reload keeps it): read it defensively. */
export function readBlockPageState(state: unknown): BlockPageState {
  if (typeof state !== 'object' || state === null) return {};
  const { message, clearCart } = state as Record<string, unknown>;
  return {
    message: typeof message === 'string' && message.trim() !== '' ? message : undefined,
    clearCart: clearCart === true,
  };
}
