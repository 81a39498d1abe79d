import { describe, expect, it } from 'vitest';
import { keepFiltered } from './keep-filtered';

const noDigits = (raw: string) => raw.replace(/\d/g, '');

describe('keepFiltered', () => {
  it('takes a rejected key off the field, not only out of the state', () => {
    const field = document.createElement('input');
    field.value = 'Ann1';
    expect(keepFiltered(field, noDigits)).toBe('Ann');
    expect(field.value).toBe('Ann');
  });

  it('leaves a field alone when the filter keeps all of it', () => {
    const field = document.createElement('input');
    field.value = 'Ann';
    field.setSelectionRange(1, 1);
    expect(keepFiltered(field, noDigits)).toBe('Ann');
    // Writing the value back would have moved the caret to the end.
    expect(field.selectionStart).toBe(1);
  });
});
