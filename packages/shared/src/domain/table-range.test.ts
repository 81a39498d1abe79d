import { describe, expect, it } from 'vitest';
import { parseTableRange, TABLE_RANGE_MAX } from './table-range';

const names = (text: string) => {
  const result = parseTableRange(text);
  return result.ok ? result.names : result.error;
};

describe('parseTableRange', () => {
  it.each([
    ['T1-T3', ['T1', 'T2', 'T3']],
    ['T1-3', ['T1', 'T2', 'T3']],
    ['Patio 1-3', ['Patio 1', 'Patio 2', 'Patio 3']],
    ['T08-T11', ['T08', 'T09', 'T10', 'T11']],
    ['1 - 2', ['1', '2']],
    ['Bar', ['Bar']],
    ['  Window   seat ', ['Window seat']],
    ['Bar, T1-T2, Patio 4', ['Bar', 'T1', 'T2', 'Patio 4']],
    ['Table-A', ['Table-A']],
    ['T5-T5', ['T5']],
  ])('%s', (text, expected) => {
    expect(names(text)).toEqual(expected);
  });

  it('makes the 30 tables of T1-T30', () => {
    const result = parseTableRange('T1-T30');
    expect(result.ok && result.names.length).toBe(30);
    expect(result.ok && result.names.at(-1)).toBe('T30');
  });

  it('treats a range whose second half names another prefix as one name', () => {
    expect(names('T1-B2')).toEqual(['T1-B2']);
  });

  it.each([
    ['', "Type a name or a range such as 'T1-T30'"],
    [' , ', "Type a name or a range such as 'T1-T30'"],
    ['T5-T1', "'T5-T1' counts down; write it as T1-5"],
    ['T1-T201', `'T1-T201' makes 201 tables; at most ${TABLE_RANGE_MAX} at once`],
    ['T1-T150, P1-P60', `That makes more than ${TABLE_RANGE_MAX} tables; add them in parts`],
    ['T1-T3, t2', "'t2' appears twice"],
    [`${'x'.repeat(41)}`, `'${'x'.repeat(41)}' is longer than 40 characters`],
  ])('refuses %j', (text, error) => {
    expect(parseTableRange(text)).toEqual({ ok: false, error });
  });

  it('accepts exactly the limit', () => {
    const result = parseTableRange(`T1-T${TABLE_RANGE_MAX}`);
    expect(result.ok && result.names.length).toBe(TABLE_RANGE_MAX);
  });
});
