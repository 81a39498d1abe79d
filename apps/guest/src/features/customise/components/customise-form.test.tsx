import type { TCustomization, TModifierMapping } from '@tableside/shared/contract/customization';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadStorageSchemas, session } from '../../../lib/storage';
import { CustomiseForm } from './customise-form';

await loadStorageSchemas();

const size = (id: number, name: string, min: number, max: number) => ({
  menuItemMasterId: id,
  productVariant: { size: { size: name } },
  branchSettings: {
    price: 200,
    defaultPrice: 200,
    minModifiers: min,
    maxModifiers: max,
    isAvailable: true,
  },
});

const addOn = (id: number, name: string, extra: Partial<TModifierMapping> = {}) => ({
  id,
  modifier: { itemName: name },
  price: 20,
  autoSelect: false,
  modifierQuantity: 10,
  deleteStatus: false,
  ...extra,
});

const product = (over: Partial<TCustomization>): TCustomization => ({
  displayName: 'Wings',
  description: '',
  foodType: 'NON_VEGETARIAN',
  productMaster: { id: 4, images: [], itemName: 'Wings' },
  menuItems: [size(11, 'Regular', 1, 2)],
  calories: null,
  tag: [],
  recommendations: [],
  instructions: [],
  modifiers: [addOn(1, 'Buffalo'), addOn(2, 'Sriracha'), addOn(3, 'Guntur')],
  ...over,
});

const show = (data: TCustomization) =>
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <CustomiseForm data={data} onDone={() => undefined} />
      </QueryClientProvider>
    </MemoryRouter>,
  );

/** The text of what an element's aria-describedby points at. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const addButton = () => screen.getByRole('button', { name: /^Add item/ });

beforeEach(() => {
  session.clearAll();
  session.set('OrderId', 7);
});

afterEach(cleanup);

describe('CustomiseForm: add-on limits', () => {
  it('says next to Add item why it is disabled while the minimum is not met', async () => {
    show(product({}));
    expect(addButton()).toHaveProperty('disabled', true);
    expect(description(addButton())).toBe('Choose at least 1 from Add-ons');
    // The spec's hint above the add-ons says 'Required*'; nothing repeats it.
    expect(screen.getAllByText(/Required\*/).map((e) => e.textContent)).toEqual([
      'Required*: Please select 1 upto 2 add ons.',
    ]);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Buffalo' }));
    expect(addButton()).toHaveProperty('disabled', false);
    expect(description(addButton())).toBe('');
  });

  it('marks the other add-ons as unavailable once the group is full, and refuses a third', async () => {
    show(product({}));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Buffalo' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sriracha' }));
    const third = screen.getByRole('checkbox', { name: 'Guntur' });
    expect(third.getAttribute('aria-disabled')).toBe('true');
    expect(description(third)).toBe('Please select up to 2 add ons only.');
    expect(screen.getByRole('checkbox', { name: 'Buffalo' }).getAttribute('aria-disabled')).toBe(
      null,
    );

    await userEvent.click(third);
    expect(third).toHaveProperty('checked', false);
    expect(screen.getAllByText('Please select up to 2 add ons only.').length).toBeGreaterThan(0);
    expect(addButton()).toHaveProperty('disabled', false);
  });

  it("stops an add-on's stepper at its own maximum and says why", async () => {
    show(product({ modifiers: [addOn(1, 'Buffalo', { modifierQuantity: 2 })] }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Buffalo' }));
    const plus = screen.getByRole('button', { name: 'Add one Buffalo' });
    expect(description(plus)).toBe('');
    await userEvent.click(plus);
    expect(screen.getByRole('group', { name: 'Quantity of Buffalo' }).textContent).toContain('2');
    expect(plus).toHaveProperty('disabled', true);
    expect(description(plus)).toBe('Up to 2 of Buffalo per item.');
  });

  it('disables Add item with the reason when a smaller size leaves too many add-ons', async () => {
    show(product({ menuItems: [size(11, 'Regular', 0, 3), size(12, 'Small', 0, 1)] }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Buffalo' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sriracha' }));
    expect(addButton()).toHaveProperty('disabled', false);

    await userEvent.click(screen.getByRole('radio', { name: /Small/ }));
    expect(addButton()).toHaveProperty('disabled', true);
    expect(description(addButton())).toBe('Choose at most 1 from Add-ons');
  });
});
