/**
 * Where the login's `next` may send a member: only a page of the console itself, so a crafted
 * QR or link cannot bounce a freshly signed-in member to another site.
 */
export function safeNext(next: string | null): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/';
  return next;
}
