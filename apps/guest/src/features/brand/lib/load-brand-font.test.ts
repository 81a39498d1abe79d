import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadBrandFont } from './load-brand-font';

const load = vi.fn(async () => []);

afterEach(() => {
  load.mockClear();
});

function stubFonts() {
  Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
}

describe('loadBrandFont', () => {
  it("asks for both shipped weights of the brand's font", async () => {
    stubFonts();
    await loadBrandFont('"Lora", Georgia, serif');
    expect(load.mock.calls.map((call) => (call as unknown[])[0])).toEqual([
      '400 1em "Lora"',
      '700 1em "Lora"',
    ]);
  });

  it('loads nothing for a family the app does not ship', async () => {
    stubFonts();
    await loadBrandFont('"Comic Sans MS", cursive');
    expect(load).not.toHaveBeenCalled();
  });

  it('settles when a font fails, so the loader is never held by it', async () => {
    stubFonts();
    load.mockRejectedValueOnce(new Error('network'));
    await expect(loadBrandFont("'Nunito', sans-serif")).resolves.toBeUndefined();
  });
});
