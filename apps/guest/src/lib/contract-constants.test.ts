import * as contract from '@tableside/shared/contract/common';
import { expect, it } from 'vitest';
import { ID_MAX, TENANT_HEADER } from './contract-constants';

it('repeats the contract constants exactly', () => {
  expect(ID_MAX).toBe(contract.ID_MAX);
  expect(TENANT_HEADER).toBe(contract.TENANT_HEADER);
});
