import { describe, expect, it, vi } from 'vitest';
import { shareLink } from './share-link';

const data = { title: 'Receipt from The Brew Room', url: 'https://x.example/receipt/a.b' };
const clipboard = (writeText = vi.fn().mockResolvedValue(undefined)) =>
  ({ writeText }) as unknown as Clipboard;

describe('shareLink', () => {
  it('opens the share sheet with the link where the browser has one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    expect(await shareLink(data, { share, clipboard: clipboard(writeText) })).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link without the Web Share API', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await shareLink(data, { clipboard: clipboard(writeText) })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(data.url);
  });

  it('takes a closed share sheet as cancelled, and a refused one as a reason to copy', async () => {
    const abort = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    expect(await shareLink(data, { share: abort, clipboard: clipboard() })).toBe('cancelled');
    const refused = vi.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError'));
    expect(await shareLink(data, { share: refused, clipboard: clipboard() })).toBe('copied');
  });

  it('says so when neither works', async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    expect(await shareLink(data, { clipboard: clipboard(writeText) })).toBe('failed');
  });
});
