import { describe, expect, it } from 'vitest';
import { ZCheckInBody, ZVerifyTableBody } from './check-in';
import { ZSmsOutboxQuery } from './dev';
import { promoKeywords, ZItemsWithKeywordsQuery } from './menu';
import { ZAddOrderItemsQuery, ZAddOrEditOrderItemsBody, ZUpdateQuantityQuery } from './order-items';
import { branchFilter } from './promotion-filter';
import { ZPromotionsQuery } from './promotions';

/** The first issue as the server's error handler would name it: 'path: message'. */
const firstIssue = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const issue = result.error?.issues[0];
  return issue && `${issue.path.join('.')}: ${issue.message}`;
};

describe('ZPromotionsQuery filters', () => {
  it('parses branches.id:{n} to the branch id and fills page and size', () => {
    expect(ZPromotionsQuery.parse({ filters: branchFilter(4) })).toEqual({
      page: 0,
      size: 100,
      filters: 4,
    });
  });

  it.each([
    'branches.id:',
    'branches.id:0',
    'branches.id:04',
    'branches.id:1,2',
    'branch.id:1',
    'branches.id:2147483648',
  ])('rejects %j', (filters) => {
    expect(ZPromotionsQuery.safeParse({ filters }).success).toBe(false);
  });

  it('caps the page size at 100', () => {
    expect(firstIssue(ZPromotionsQuery.safeParse({ filters: 'branches.id:1', size: '101' }))).toBe(
      'size: must be at most 100',
    );
  });
});

describe('ZItemsWithKeywordsQuery', () => {
  it('parses PROMO-{id} to the promotion id', () => {
    expect(ZItemsWithKeywordsQuery.parse({ branchId: '1', keywords: promoKeywords(12) })).toEqual({
      branchId: 1,
      keywords: 12,
    });
  });

  it.each(['PROMO-', 'PROMO-0', 'promo-1', 'PROMO-1-2', 'SALE-1'])('rejects %j', (keywords) => {
    expect(firstIssue(ZItemsWithKeywordsQuery.safeParse({ branchId: '1', keywords }))).toMatch(
      /^keywords: /,
    );
  });
});

describe('ZAddOrderItemsQuery', () => {
  it.each([
    [{ orderId: '3' }, { orderId: 3 }],
    [{ orderItemId: '9' }, { orderItemId: 9 }],
  ])('accepts %j', (query, expected) => {
    expect(ZAddOrderItemsQuery.parse(query)).toEqual(expected);
  });

  it.each([{}, { orderId: '3', orderItemId: '9' }])('rejects %j', (query) => {
    expect(firstIssue(ZAddOrderItemsQuery.safeParse(query))).toBe(
      ': must have exactly one of orderId and orderItemId',
    );
  });
});

describe('ZAddOrEditOrderItemsBody', () => {
  const item = { quantity: 2, menuItemMaster: { id: 5 }, customerId: 7 };

  it('accepts a list for add and fills the optional lists', () => {
    expect(ZAddOrEditOrderItemsBody.parse({ orderId: 3, menuItemsBody: [item] })).toEqual({
      orderId: 3,
      menuItemsBody: [
        { ...item, modifiers: [], orderItemModifierQuantityMappings: [], instructions: [] },
      ],
    });
  });

  it('accepts one item for edit', () => {
    expect(ZAddOrEditOrderItemsBody.parse({ ...item, instructions: [' less ice '] })).toMatchObject(
      {
        instructions: ['less ice'],
      },
    );
  });
});

describe('ZUpdateQuantityQuery', () => {
  it('reads quantity 0 (remove) and defaults the ignored price', () => {
    expect(ZUpdateQuantityQuery.parse({ id: '4', quantity: '0' })).toEqual({
      id: 4,
      price: 0,
      quantity: 0,
    });
  });

  it.each([
    ['51', 'quantity: must be at most 50'],
    ['-1', 'quantity: must be at least 0'],
    ['1.5', 'quantity: must be a whole number'],
  ])('rejects quantity %j', (quantity, message) => {
    expect(firstIssue(ZUpdateQuantityQuery.safeParse({ id: '4', quantity }))).toBe(message);
  });
});

describe('check-in codes and name', () => {
  const body = { phoneNo: '+919876543210', tableId: 1, branchId: 1 };

  it.each([
    [{ otpPin: '12a4' }, 'otpPin: must be 4 digits'],
    [{ otpPin: '12345' }, 'otpPin: must be 4 digits'],
    [{ name: 'R2-D2' }, 'name: must be letters and spaces only'],
    [{ name: '   ' }, 'name: is required'],
    [{ noOfGuest: 7 }, 'noOfGuest: must be at most 6'],
    [{ tableId: '1' }, 'tableId: Invalid input: expected number, received string'],
  ])('rejects %j', (change, message) => {
    expect(firstIssue(ZCheckInBody.safeParse({ ...body, ...change }))).toBe(message);
  });

  it('keeps leading zeros of a code and accepts names in any script', () => {
    expect(ZVerifyTableBody.parse({ tableCode: '0427' })).toEqual({ tableCode: '0427' });
    expect(ZCheckInBody.parse({ ...body, name: ' अनन्या Rao ' }).name).toBe('अनन्या Rao');
  });
});

describe('ZSmsOutboxQuery', () => {
  it("reads an unencoded '+' (decoded to a space) as '+'", () => {
    expect(ZSmsOutboxQuery.parse({ phoneNo: ' 919876543210' })).toEqual({
      phoneNo: '+919876543210',
    });
    expect(ZSmsOutboxQuery.parse({})).toEqual({});
  });
});
