import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BannerField } from './banner-field';

// jsdom loads no images: the cropper reports a 1200 × 800 picture framed at its centre strip.
vi.mock('react-easy-crop', () => ({
  default: (props: {
    onMediaLoaded: (s: { naturalWidth: number; naturalHeight: number }) => void;
    onCropComplete: (
      a: unknown,
      p: { x: number; y: number; width: number; height: number },
    ) => void;
  }) => {
    // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the real cropper does on load
    useEffect(() => {
      props.onMediaLoaded({ naturalWidth: 1200, naturalHeight: 800 });
      props.onCropComplete(null, { x: 0, y: 99.6, width: 1200, height: 600.2 });
    }, []);
    return null;
  },
}));

const sent: FormData[] = [];
class FakeXhr {
  status = 0;
  responseText = '';
  upload: { onprogress?: (e: unknown) => void } = {};
  onload?: () => void;
  withCredentials = false;
  open() {}
  setRequestHeader() {}
  abort() {}
  send(form: FormData) {
    sent.push(form);
    this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 });
    this.status = 200;
    const key = 'a'.repeat(64);
    this.responseText = JSON.stringify({
      imageKey: key,
      url: `/media/i/${key}-960.jpg`,
      srcset: '',
      avifSrcset: '',
      width: 960,
      height: 480,
    });
    queueMicrotask(() => this.onload?.());
  }
}

function Harness() {
  const [url, setUrl] = useState('');
  return <BannerField branchId={7} value={url} onChange={setUrl} />;
}

beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  URL.createObjectURL = vi.fn(() => 'blob:banner');
  URL.revokeObjectURL = vi.fn();
  HTMLDialogElement.prototype.showModal = function showModal() {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close() {
    this.open = false;
  };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fileInput = () => {
  const input = document.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  return input;
};

describe('the banner field', () => {
  it('uploads a chosen image framed 2 : 1 and fills the URL with the uploaded JPEG', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Upload banner' }));
    await user.upload(fileInput(), new File(['x'], 'terrace.jpg', { type: 'image/jpeg' }));
    await user.click(await screen.findByRole('button', { name: 'Use this banner' }));

    const input = screen.getByLabelText<HTMLInputElement>('Banner image URL');
    await vi.waitFor(() => expect(input.value).toBe(`/media/i/${'a'.repeat(64)}-960.jpg`));
    expect(screen.getByAltText<HTMLImageElement>('The banner as guests see it').src).toContain(
      '-960.jpg',
    );
    const form = sent[0];
    expect(form?.get('shape')).toBe('banner');
    expect([form?.get('x'), form?.get('y'), form?.get('width'), form?.get('height')]).toEqual([
      '0',
      '100',
      '1200',
      '600',
    ]);
  });

  it('says inline why a file that is not an image cannot be a banner, and sends nothing', async () => {
    render(<Harness />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(), new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Choose a JPEG, PNG, WebP or AVIF image.',
    );
    expect(sent).toHaveLength(0);
    expect(screen.getByLabelText<HTMLInputElement>('Banner image URL').value).toBe('');
  });
});
