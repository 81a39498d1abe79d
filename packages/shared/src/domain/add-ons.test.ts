import { describe, expect, it } from 'vitest';
import {
  type AddOnCheck,
  type AddOnRules,
  type AddOnToggle,
  addOnLimits,
  addOnQuantityMax,
  addOnQuantityMaxMessage,
  addOnQuantityProblem,
  addOnRequirementMessage,
  addOnSubmitBlockedReason,
  type CustomisationChoice,
  countSelectedAddOns,
  groupFullMessage,
  initialAddOnSelection,
  initialServingSize,
  overMaximumMessage,
  toggleAddOn,
  validateAddOnSelection,
  validateCustomisation,
  validateReorderSelection,
} from './add-ons';

const rules = (minModifiers: number | null, maxModifiers: number | null): AddOnRules => ({
  minModifiers,
  maxModifiers,
});

describe('addOnLimits', () => {
  it.each([
    [rules(2, 2), { min: 2, max: 2 }],
    [rules(1, 3), { min: 1, max: 3 }],
    [rules(1, 0), { min: 1, max: null }],
    [rules(0, 2), { min: 0, max: 2 }],
    [rules(null, null), { min: 0, max: null }],
    [{}, { min: 0, max: null }],
    [rules(3, 1), { min: 3, max: 3 }],
    [rules(-1, -2), { min: 0, max: null }],
    [rules(Number.NaN, Number.POSITIVE_INFINITY), { min: 0, max: null }],
  ])('%j -> %j', (input, expected) => {
    expect(addOnLimits(input)).toEqual(expected);
  });
});

describe('addOnRequirementMessage', () => {
  it.each([
    [rules(2, 2), 'Required*: Please select any 2 add on(s).'],
    [rules(1, 1), 'Required*: Please select any 1 add on(s).'],
    [rules(1, 3), 'Required*: Please select 1 upto 3 add ons.'],
    [rules(2, 0), 'Required*: Select 2 from the add ons.'],
    [rules(2, null), 'Required*: Select 2 from the add ons.'],
    [rules(0, 3), 'Required*: Select up to 3 from the add ons.'],
    [rules(null, 3), 'Required*: Select up to 3 from the add ons.'],
    [rules(0, 0), null],
    [rules(null, null), null],
  ])('%j -> %j', (input, expected) => {
    expect(addOnRequirementMessage(input)).toBe(expected);
  });

  it('words the over-maximum message', () => {
    expect(overMaximumMessage(2)).toBe('Please select up to 2 add ons only.');
  });
});

describe('countSelectedAddOns: distinct add-ons, auto-selected ones once', () => {
  it.each([
    [[], [], 0],
    [[1, 2], [], 2],
    [[1, 1], [], 1],
    [[1], [9], 2],
    [[9], [9], 1],
    [[], [8, 9], 2],
  ])('selected %j, auto %j -> %i', (selected, auto, expected) => {
    expect(countSelectedAddOns(selected, auto)).toBe(expected);
  });
});

describe('validateAddOnSelection', () => {
  it.each<[AddOnRules, number[], number[], AddOnCheck]>([
    [rules(2, 2), [1, 2], [], { ok: true }],
    [rules(2, 2), [1], [], { ok: false, message: 'Required*: Please select any 2 add on(s).' }],
    [rules(2, 2), [1], [9], { ok: true }],
    [rules(2, 2), [1, 2, 3], [], { ok: false, message: 'Please select up to 2 add ons only.' }],
    [rules(1, 3), [], [], { ok: false, message: 'Required*: Please select 1 upto 3 add ons.' }],
    [rules(1, 3), [1, 2, 3], [], { ok: true }],
    [rules(1, 3), [1, 2, 3, 4], [], { ok: false, message: 'Please select up to 3 add ons only.' }],
    [rules(2, 0), [1], [], { ok: false, message: 'Required*: Select 2 from the add ons.' }],
    [rules(2, 0), [1, 2, 3, 4, 5], [], { ok: true }],
    [rules(0, 1), [], [], { ok: true }],
    [rules(0, 1), [1], [9], { ok: false, message: 'Please select up to 1 add ons only.' }],
    [rules(0, 0), [1, 2, 3], [9], { ok: true }],
    [rules(1, 1), [9], [9], { ok: true }],
  ])('%j selected %j auto %j -> %j', (input, selected, auto, expected) => {
    expect(validateAddOnSelection(input, selected, auto)).toEqual(expected);
  });
});

describe('addOnSubmitBlockedReason: what to do, beside the disabled submit', () => {
  it.each<[AddOnRules, number[], number[], string | null]>([
    [rules(1, 2), [], [], 'Choose at least 1 from Add-ons'],
    [rules(2, 0), [1], [], 'Choose at least 2 from Add-ons'],
    [rules(2, 2), [1], [], 'Choose 2 from Add-ons'],
    [rules(2, 2), [1], [9], null],
    [rules(1, 2), [1], [], null],
    [rules(1, 2), [1, 2, 3], [], 'Choose at most 2 from Add-ons'],
    [rules(0, 1), [1], [9], 'Choose at most 1 from Add-ons'],
    [rules(0, 0), [1, 2, 3], [], null],
  ])('%j selected %j auto %j -> %s', (input, selected, auto, expected) => {
    expect(addOnSubmitBlockedReason(input, selected, auto)).toBe(expected);
  });

  it('is set exactly when the selection is refused, and never repeats the Required* hint', () => {
    for (const [min, max] of [
      [0, 0],
      [1, 1],
      [1, 3],
      [2, 0],
      [0, 2],
    ] as const) {
      for (const selected of [[], [1], [1, 2], [1, 2, 3, 4]]) {
        const reason = addOnSubmitBlockedReason(rules(min, max), selected, []);
        expect(reason === null).toBe(validateAddOnSelection(rules(min, max), selected, []).ok);
        expect(reason ?? '').not.toMatch(/Required/);
      }
    }
  });
});

describe('initialAddOnSelection', () => {
  it.each([
    [[9], [], [9]],
    [[], [], []],
    [[9], [1, 9], [9, 1]],
    [[], [2, 3], [2, 3]],
  ])('auto %j, editing %j -> %j', (auto, editing, expected) => {
    expect(initialAddOnSelection(auto, editing)).toEqual(expected);
  });
});

describe('toggleAddOn', () => {
  it.each<[string, AddOnRules, number[], number[], number, AddOnToggle]>([
    ['ticks a free slot', rules(0, 2), [1], [], 2, { ok: true, selection: [1, 2] }],
    ['unticks a ticked one', rules(0, 2), [1, 2], [], 1, { ok: true, selection: [2] }],
    [
      'refuses beyond the maximum',
      rules(0, 2),
      [1, 2],
      [],
      3,
      { ok: false, message: 'Please select up to 2 add ons only.' },
    ],
    [
      'counts auto-selected ones towards the maximum',
      rules(1, 2),
      [1, 9],
      [9],
      3,
      { ok: false, message: 'Please select up to 2 add ons only.' },
    ],
    [
      'ignores a tap on an auto-selected one',
      rules(1, 2),
      [1, 9],
      [9],
      9,
      { ok: true, selection: [1, 9] },
    ],
    [
      'has no cap without a maximum',
      rules(1, 0),
      [1, 2, 3],
      [],
      4,
      { ok: true, selection: [1, 2, 3, 4] },
    ],
    ['still allows unticking when full', rules(2, 2), [1, 2], [], 2, { ok: true, selection: [1] }],
  ])('%s', (_, input, selection, auto, id, expected) => {
    expect(toggleAddOn(input, selection, auto, id)).toEqual(expected);
  });
});

describe('groupFullMessage: why no further add-on may be ticked', () => {
  it.each<[AddOnRules, number[], number[], string | null]>([
    [rules(0, 2), [1], [], null],
    [rules(0, 2), [1, 2], [], 'Please select up to 2 add ons only.'],
    [rules(1, 2), [1, 9], [9], 'Please select up to 2 add ons only.'],
    [rules(1, 2), [9], [9], null],
    [rules(2, 0), [1, 2, 3], [], null],
    [rules(null, null), [1, 2, 3], [], null],
  ])('%j selected %j auto %j -> %j', (input, selected, auto, expected) => {
    expect(groupFullMessage(input, selected, auto)).toBe(expected);
  });
});

describe("an add-on's own maximum", () => {
  it('is one for an auto-selected add-on and the per-line cap for any other', () => {
    expect(addOnQuantityMax(true)).toBe(1);
    expect(addOnQuantityMax(false)).toBe(10);
  });

  it.each([
    [1, 1, null],
    [10, 10, null],
    [2, 1, 'Up to 1 of Mint Chutney per item.'],
    [11, 10, 'Up to 10 of Mint Chutney per item.'],
  ])('quantity %i with maximum %i -> %j', (quantity, max, expected) => {
    expect(addOnQuantityProblem('Mint Chutney', quantity, max)).toBe(expected);
  });

  it('words the reason', () => {
    expect(addOnQuantityMaxMessage('Cheese', 2)).toBe('Up to 2 of Cheese per item.');
  });
});

describe('customisation checks', () => {
  const SIZE_MSG = 'Please select a serving size before adding the item!';
  const QTY_MSG = 'Please increase the quantity of the item!';

  it.each([
    [[11, 12], null, 11],
    [[11, 12], 12, 12],
    [[], null, null],
  ])('sizes %j, editing %s -> preselect %s', (sizes, editing, expected) => {
    expect(initialServingSize(sizes, editing)).toBe(expected);
  });

  it.each<[CustomisationChoice, string | null]>([
    [{ servingSizeId: 11, quantity: 1 }, null],
    [{ servingSizeId: 11, quantity: 5 }, null],
    [{ servingSizeId: null, quantity: 1 }, SIZE_MSG],
    [{ servingSizeId: null, quantity: 0 }, SIZE_MSG],
    [{ servingSizeId: 11, quantity: 0 }, QTY_MSG],
    [{ servingSizeId: 11, quantity: -1 }, QTY_MSG],
    [{ servingSizeId: 11, quantity: 1.5 }, QTY_MSG],
  ])('%j -> %j', (choice, expected) => {
    expect(validateCustomisation(choice)).toBe(expected);
  });

  it.each([
    [[0, 2, 0], null],
    [[1], null],
    [[0, 0], QTY_MSG],
    [[], QTY_MSG],
  ])('re-order counters %j -> %j', (quantities, expected) => {
    expect(validateReorderSelection(quantities)).toBe(expected);
  });
});
