/** What sharing did: the system sheet opened, the link was copied, or neither worked. */
export type ShareResult = 'shared' | 'copied' | 'failed' | 'cancelled';

/**
 * The Web Share API with the link where the browser has it (phones), else the link copied to
 * the clipboard. A guest closing the share sheet cancelled; that is no failure.
 */
export async function shareLink(
  data: { title: string; url: string },
  // share and canShare are absent from desktop browsers whatever the DOM types say.
  nav: Partial<Pick<Navigator, 'share' | 'canShare'>> & Pick<Navigator, 'clipboard'> = navigator,
): Promise<ShareResult> {
  if (typeof nav.share === 'function' && (nav.canShare?.(data) ?? true)) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Refused for another reason (no user gesture, a policy): copying still helps.
    }
  }
  try {
    await nav.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
