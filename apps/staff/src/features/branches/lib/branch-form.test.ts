import type { TAdminBranch } from '@tableside/shared/contract/branch-admin';
import { describe, expect, it } from 'vitest';
import {
  branchErrors,
  branchValuesOf,
  copyValuesOf,
  emptyBranch,
  serverFieldError,
  shortNameOf,
  toBranchBody,
} from './branch-form';

const branch: TAdminBranch = {
  id: 4,
  name: 'HSR',
  displayName: 'Chai Chaat, HSR',
  shortName: 'hsr',
  address: '27th Main',
  timeZone: 'Asia/Kolkata',
  currency: null,
  country: 'IN',
  termsText: null,
  archived: false,
  version: 3,
};

describe('the branch form', () => {
  it("sends null for what follows the brand's", () => {
    expect(toBranchBody(branchValuesOf(branch))).toEqual({
      name: 'HSR',
      displayName: 'Chai Chaat, HSR',
      shortName: 'hsr',
      address: '27th Main',
      timeZone: 'Asia/Kolkata',
      currency: null,
      country: 'IN',
      termsText: null,
    });
  });

  it("sends the branch's own terms only when ticked", () => {
    const values = { ...branchValuesOf(branch), termsText: 'Own rules', ownTerms: false };
    expect(toBranchBody(values).termsText).toBeNull();
    expect(toBranchBody({ ...values, ownTerms: true }).termsText).toBe('Own rules');
  });

  it('names each missing or malformed field', () => {
    const errors = branchErrors({ ...emptyBranch(), shortName: 'Bad Name', ownTerms: true });
    expect(Object.keys(errors).sort()).toEqual(['displayName', 'name', 'shortName', 'termsText']);
    expect(branchErrors(branchValuesOf(branch))).toEqual({});
  });

  it('suggests a short name and a copy that does not clash', () => {
    expect(shortNameOf('The Brew Room, HSR')).toBe('the-brew-room-hsr');
    expect(copyValuesOf(branch)).toMatchObject({ name: 'HSR (copy)', shortName: 'hsr-2' });
  });

  it("puts the server's refusal under its field", () => {
    expect(serverFieldError('shortName: another branch of this brand already uses it')).toEqual({
      shortName: 'another branch of this brand already uses it',
    });
    expect(serverFieldError('Someone else changed this branch meanwhile')).toEqual({});
  });
});
