import type { TItemCancellation } from '@tableside/shared/contract/realtime';

/** Names past this many are counted, so one toast stays short on a phone. */
const NAMED_AT_MOST = 3;

/**
 * What browsing guests read when dishes run out (issue 16): 'Masala Papad is now out of
 * stock', 'A and B are now out of stock', 'A, B, C and 2 more are now out of stock'. The
 * dishes stay on the menu, marked 'Out of Stock'.
 */
export function soldOutText(names: readonly string[]): string | null {
  if (names.length === 0) return null;
  if (names.length === 1) return `${names[0]} is now out of stock`;
  const named = names.slice(0, NAMED_AT_MOST);
  const rest = names.length - named.length;
  const list =
    rest > 0
      ? `${named.join(', ')} and ${rest} more`
      : `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
  return `${list} are now out of stock`;
}

/**
 * What every guest at the table reads when staff take portions off the order:
 * '1 × Paneer Tikka cancelled: out of paneer', or without the colon when no reason was given.
 */
export function cancellationText(cancellation: TItemCancellation): string {
  const what = `${cancellation.quantity} × ${cancellation.itemName} cancelled`;
  // A reason typed over several lines reads as one sentence in a toast.
  const reason = cancellation.reason?.replace(/\s+/g, ' ').trim();
  return reason ? `${what}: ${reason}` : what;
}
