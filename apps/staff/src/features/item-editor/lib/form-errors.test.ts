import { DUPLICATE_NAME_MESSAGE } from '@tableside/shared/contract/catalogue';
import { describe, expect, it } from 'vitest';
import {
  checkItemUpdate,
  checkNewItem,
  fieldOfPath,
  firstErrorField,
  serverFieldError,
} from './form-errors';
import { catalogueItem } from './item.fixture';
import { emptyItemValues, type ItemFormValues, itemValuesOf, newAddOn } from './item-form';

const valid = (): ItemFormValues => ({
  ...emptyItemValues(1),
  name: 'Masala Dosa',
  sizes: [{ key: 's1', name: 'Regular', price: '120', isDefault: true }],
});

const errorsOf = (values: ItemFormValues) => {
  const result = checkNewItem(values);
  return result.ok ? {} : result.errors;
};

describe('schema issue path -> form field', () => {
  it('names rows by index and the add-on group by its inputs', () => {
    expect(fieldOfPath(['name'])).toBe('name');
    expect(fieldOfPath(['sizes'])).toBe('sizes');
    expect(fieldOfPath(['sizes', 1, 'price'])).toBe('sizes.1.price');
    expect(fieldOfPath(['addOnGroup', 'min'])).toBe('addOnMin');
    expect(fieldOfPath(['addOnGroup', 'max'])).toBe('addOnMax');
    expect(fieldOfPath(['addOnGroup', 'addOns'])).toBe('addOns');
    expect(fieldOfPath(['addOnGroup', 'addOns', 0, 'price'])).toBe('addOns.0.price');
    expect(fieldOfPath(['instructions', 2])).toBe('instructions.2');
    expect(fieldOfPath(['tags', 3])).toBe('tags');
    expect(fieldOfPath(['allergens', 1])).toBe('allergens');
    expect(fieldOfPath(['imageKey'])).toBe('photo');
    expect(fieldOfPath(['version'])).toBe('form');
  });
});

describe('checking the form with the server schema', () => {
  it('passes a complete item and hands back the body', () => {
    const result = checkNewItem(valid());
    expect(result.ok).toBe(true);
    expect(result.ok && result.body.sizes[0]?.price).toBe(120);
  });

  it('asks for a name and a category', () => {
    expect(errorsOf({ ...valid(), name: '  ', categoryId: null })).toMatchObject({
      name: 'Required',
      categoryId: 'Required',
    });
  });

  it('marks a size without a price, and a price with more than 2 decimals', () => {
    const values = valid();
    values.sizes = [
      { key: 'a', name: 'Half', price: '', isDefault: true },
      { key: 'b', name: 'Full', price: '99.999', isDefault: false },
      { key: 'c', name: 'Jumbo', price: 'lots', isDefault: false },
    ];
    expect(errorsOf(values)).toEqual({
      'sizes.0.price': 'Required',
      'sizes.1.price': 'Must have at most 2 decimals',
      'sizes.2.price': 'Enter a number',
    });
  });

  it('marks an add-on group with no add-on, and max below min', () => {
    const values = { ...valid(), hasAddOns: true, addOnMin: '2', addOnMax: '1', addOns: [] };
    expect(errorsOf(values)).toMatchObject({
      addOns: 'Add at least one add-on',
      addOnMax: 'Must not be less than min',
    });
  });

  it('takes max 0 as no limit', () => {
    const addOns = [{ ...newAddOn(), name: 'Cheese', price: '20' }];
    const values = { ...valid(), hasAddOns: true, addOnMin: '1', addOnMax: '0', addOns };
    expect(checkNewItem(values).ok).toBe(true);
  });

  it('marks an add-on row by its index', () => {
    const addOns = [{ ...newAddOn(), name: 'Cheese', price: '20.123' }];
    const values = { ...valid(), hasAddOns: true, addOns };
    expect(errorsOf(values)).toEqual({ 'addOns.0.price': 'Must have at most 2 decimals' });
  });

  it('marks a size name used twice once the rest is right', () => {
    const values = valid();
    values.sizes = [
      { key: 'a', name: 'Half', price: '1', isDefault: true },
      { key: 'b', name: 'half', price: '2', isDefault: false },
    ];
    expect(errorsOf(values)).toEqual({ 'sizes.1.name': 'Is used twice' });
  });

  it('checks an update with its version', () => {
    const result = checkItemUpdate(itemValuesOf(catalogueItem()), 7);
    expect(result.ok && result.body.version).toBe(7);
  });
});

describe('server refusals -> form field', () => {
  it('puts a 400 at the field its path names', () => {
    expect(serverFieldError('addOnGroup.max: must not be less than min')).toEqual({
      field: 'addOnMax',
      message: 'Must not be less than min',
    });
    expect(serverFieldError('sizes.1.price: must have at most 2 decimals')).toEqual({
      field: 'sizes.1.price',
      message: 'Must have at most 2 decimals',
    });
    expect(serverFieldError('imageKey: is not an uploaded image')).toEqual({
      field: 'photo',
      message: 'Is not an uploaded image',
    });
    expect(serverFieldError('recommendedIds: is not an item of this brand').field).toBe(
      'recommendedIds',
    );
  });

  it('puts a duplicate name (409) at the name', () => {
    expect(serverFieldError(DUPLICATE_NAME_MESSAGE)).toEqual({
      field: 'name',
      message: DUPLICATE_NAME_MESSAGE,
    });
  });

  it('leaves a message that names no field to the whole form', () => {
    expect(serverFieldError('Something went wrong. Please try again.').field).toBe('form');
  });
});

describe('the first problem on screen', () => {
  it('follows the form order, rows included', () => {
    const order = ['name', 'sizes', 'addOns'];
    expect(firstErrorField({ 'addOns.0.price': 'x', 'sizes.1.price': 'y' }, order)).toBe(
      'sizes.1.price',
    );
    expect(firstErrorField({}, order)).toBeNull();
  });
});
