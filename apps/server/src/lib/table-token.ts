// The per-table secret of a QR link (issue 14): 128 random bits, base64url. A guest link is
// only as good as the token it carries, so a guessed or photographed-then-rotated link fails.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export function newTableToken(): string {
  return randomBytes(16).toString('base64url');
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compared in constant time (over fixed-length digests), so timing tells nothing of the token. */
export function tableTokenMatches(expected: string | null, given: string | undefined): boolean {
  if (expected === null || given === undefined) return false;
  return timingSafeEqual(digest(expected), digest(given));
}

export interface GuestEntryTable {
  archivedAt: Date | null;
  qrToken: string | null;
  tokensRequired: boolean;
}

/**
 * Whether a guest arriving with `token` may use the table: never an archived table, and with
 * the branch's tokens on only with the table's current token.
 */
export function admitsGuest(table: GuestEntryTable, token: string | undefined): boolean {
  if (table.archivedAt !== null) return false;
  return !table.tokensRequired || tableTokenMatches(table.qrToken, token);
}
