import { newDeviceId } from './storage';

/**
 * Idempotency keys for cart adds (DECISIONS: a retry with the same key replays the first
 * answer). A submit gets a fresh key; trying the very same body again after a failure reuses
 * it, so an add that reached the server before the network dropped is not made twice.
 */
export function createIdempotencyKeys(newKey: () => string = newDeviceId) {
  let pending: { signature: string; key: string } | null = null;
  return {
    /** The key for a submit of `signature` (any stable text of the body). */
    keyFor(signature: string): string {
      if (pending?.signature !== signature) pending = { signature, key: newKey() };
      return pending.key;
    },
    /** The submit went through: the next one, even with the same body, is a new add. */
    settle(): void {
      pending = null;
    },
  };
}

export type IdempotencyKeys = ReturnType<typeof createIdempotencyKeys>;
