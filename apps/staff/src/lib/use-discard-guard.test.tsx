import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DiscardDialog } from '../components/ui/discard-dialog';
import { useDiscardGuard } from './use-discard-guard';

beforeEach(() => {
  // jsdom has no modal dialogs; they only need to open and close.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(cleanup);

/** The smallest form with the guard: one field, Cancel, a link away and the question. */
function Form({ onClose }: { onClose?: () => void }) {
  const [name, setName] = useState('');
  const { dialogProps, requestClose } = useDiscardGuard(name !== '', onClose);
  return (
    <>
      <label>
        Name
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <button type="button" onClick={requestClose}>
        Cancel
      </button>
      <Link to="/elsewhere">Elsewhere</Link>
      <DiscardDialog what="this form" {...dialogProps} />
    </>
  );
}

function mount(onClose?: () => void) {
  const router = createMemoryRouter([
    { path: '/', element: <Form onClose={onClose} /> },
    { path: '/elsewhere', element: <p>Another page</p> },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

const type = (value: string) =>
  fireEvent.change(screen.getByLabelText('Name'), { target: { value } });
const asking = () => screen.queryByRole('heading', { name: 'Discard unsaved changes?' });

describe('useDiscardGuard', () => {
  it('closes an untouched form at once', () => {
    const onClose = vi.fn();
    mount(onClose);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(asking()).toBeNull();
  });

  it('asks before a changed form closes; Keep editing keeps it, Discard closes it', () => {
    const onClose = vi.fn();
    mount(onClose);
    type('Asha');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(asking()).not.toBeNull();
    expect(screen.getByText('Your changes to this form are not saved yet.')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(asking()).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Asha');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('holds a navigation away from a changed form until the changes are discarded', async () => {
    const router = mount(vi.fn());
    type('Asha');
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Discard unsaved changes?' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/');

    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(asking()).toBeNull();
    expect(router.state.location.pathname).toBe('/');

    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByText('Another page')).toBeDefined();
  });

  it('lets an untouched page form be left without asking', async () => {
    mount();
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Another page')).toBeDefined();
  });

  it('has the browser warn before a changed form is lost to a reload', () => {
    mount();
    const untouched = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(untouched);
    expect(untouched.defaultPrevented).toBe(false);

    type('Asha');
    const changed = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(changed);
    expect(changed.defaultPrevented).toBe(true);
  });
});
