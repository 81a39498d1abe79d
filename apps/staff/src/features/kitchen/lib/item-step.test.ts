import { describe, expect, it } from 'vitest';
import { itemStep } from './item-step';

const both = { prepare: true, deliver: true };

describe('itemStep', () => {
  it('goes Start, Ready, then Deliver', () => {
    expect(itemStep({ prepStatus: 'NEW' }, both)).toEqual({
      kind: 'prepare',
      to: 'PREPARING',
      label: 'Start',
    });
    expect(itemStep({ prepStatus: 'PREPARING' }, both)).toEqual({
      kind: 'prepare',
      to: 'READY',
      label: 'Ready',
    });
    expect(itemStep({ prepStatus: 'READY' }, both)).toEqual({ kind: 'deliver', label: 'Deliver' });
  });

  it('reads a line without a kitchen state as new', () => {
    expect(itemStep({}, both)).toMatchObject({ label: 'Start' });
  });

  it('offers only what the member may do', () => {
    expect(itemStep({ prepStatus: 'NEW' }, { prepare: false, deliver: true })).toMatchObject({
      label: 'Deliver',
    });
    expect(itemStep({ prepStatus: 'READY' }, { prepare: true, deliver: false })).toBeNull();
  });
});
