import type { TOrderItem } from '@tableside/shared/contract/order';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { itemStep } from '../lib/item-step';
import { TicketItem } from './ticket-item';

afterEach(cleanup);

const item = (prepStatus?: TOrderItem['prepStatus']) =>
  ({
    id: 3,
    quantity: 2,
    instructions: [],
    orderItemModifierQuantityMappings: [],
    menuItemMaster: { displayName: 'Dal', productVariant: { size: { size: 'Half' } } },
    ...(prepStatus ? { prepStatus } : {}),
  }) as unknown as TOrderItem;

const may = { prepare: true, deliver: true };

describe('TicketItem', () => {
  it.each([
    [undefined, 'Not started', 'Start'],
    ['PREPARING', 'Preparing', 'Ready'],
    ['READY', 'Ready', 'Deliver'],
  ] as const)('in state %s says %s and offers %s', (prepStatus, words, button) => {
    const onStep = vi.fn();
    const line = item(prepStatus);
    render(<TicketItem item={line} step={itemStep(line, may)} onStep={onStep} />);
    expect(screen.getByText(words, { exact: true })).toBeTruthy();
    // jsdom joins the visually hidden name without the space a browser keeps.
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${button}\\s*Dal$`) }));
    expect(onStep).toHaveBeenCalledWith(itemStep(line, may));
  });

  it('shows no button to a member who may take no step', () => {
    const line = item('READY');
    render(<TicketItem item={line} step={null} onStep={vi.fn()} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Ready', { exact: true })).toBeTruthy();
  });
});
