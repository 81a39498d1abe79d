import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as bill from './bill';
import * as billShare from './bill-share';
import * as callWaiter from './call-waiter';
import * as checkIn from './check-in';
import * as common from './common';
import * as customization from './customization';
import * as dev from './dev';
import * as error from './error';
import * as menu from './menu';
import * as order from './order';
import * as orderItems from './order-items';
import * as payment from './payment';
import * as promotions from './promotions';
import * as providerSettings from './provider-settings';
import * as publicLookups from './public';
import * as realtime from './realtime';
import * as refunds from './refunds';
import * as setup from './setup';
import * as staff from './staff';
import * as staffAccounts from './staff-accounts';
import * as staffConsole from './staff-console';

// Guards for how the server uses the contract: fastify-type-provider-zod turns every schema
// into OpenAPI, and *encodes* responses, which throws on a one-way transform.

const modules = {
  bill,
  billShare,
  callWaiter,
  checkIn,
  common,
  customization,
  dev,
  error,
  menu,
  order,
  orderItems,
  payment,
  promotions,
  providerSettings,
  publicLookups,
  realtime,
  refunds,
  setup,
  staff,
  staffAccounts,
  staffConsole,
};

const allSchemas = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
    .map(([name, schema]) => [`${file}.${name}`, schema] as const),
);

/** Walks a schema's definition (shapes, elements, options, wrapped types) for a transform. */
function hasTransform(schema: z.ZodType, seen = new Set<z.ZodType>()): boolean {
  if (seen.has(schema)) return false;
  seen.add(schema);
  if (schema._zod.def.type === 'transform') return true;
  const children = Object.values(schema._zod.def).flatMap((value: unknown) =>
    value instanceof z.ZodType
      ? [value]
      : typeof value === 'object' && value !== null
        ? Object.values(value)
        : [],
  );
  return children.some((child) => child instanceof z.ZodType && hasTransform(child, seen));
}

/** What a client sends: bodies, query strings, params, headers and socket requests. */
const requests = allSchemas.filter(
  ([name]) => /(Body|Query|Params|Headers|Request)$/.test(name) && name !== 'error.ZErrorBody',
);

/**
 * Every field that reads a string: string schemas inside objects, arrays, unions and wrappers,
 * and pipes as a whole (a query's 'true' read as a boolean is refused by the pipe, not its input).
 */
function stringLeaves(schema: z.ZodType, seen = new Set<z.ZodType>()): z.ZodType[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const { type } = schema._zod.def;
  if (type === 'string' || type === 'pipe') return [schema];
  return Object.values(schema._zod.def)
    .flatMap((value: unknown) =>
      value instanceof z.ZodType
        ? [value]
        : typeof value === 'object' && value !== null
          ? Object.values(value)
          : [],
    )
    .filter((child): child is z.ZodType => child instanceof z.ZodType)
    .flatMap((child) => stringLeaves(child, seen));
}

// Values the string fields accept, of every shape the contract has; with a NUL or a lone
// surrogate added each must be refused. A new plain z.string() field accepts 'Meera' and fails
// this test.
const SAMPLES = [
  'Meera',
  'manager',
  'No onion',
  '1234',
  '+919876543210',
  'Asia/Kolkata',
  'https://sms.example.com/a',
];
const refused = SAMPLES.flatMap((s) => [
  `${s}\ud800`,
  `${s}\u0000`,
  `\u0000${s}`,
  s.replace(/^(.)/, '$1\u0000'),
]);

const responses: [string, z.ZodType][] = [
  ['ZErrorBody', error.ZErrorBody],
  ['ZTenantPublic', publicLookups.ZTenantPublic],
  ['ZBranchPublic', publicLookups.ZBranchPublic],
  ['ZTableOrderStatus', publicLookups.ZTableOrderStatus],
  ['ZBranchSettings', publicLookups.ZBranchSettings],
  ['ZBrandStyle', publicLookups.ZBrandStyle],
  ['ZBrandTerms', publicLookups.ZBrandTerms],
  ['ZCheckInResponse', checkIn.ZCheckInResponse],
  ['ZVerifyTableResponse', checkIn.ZVerifyTableResponse],
  ['ZNewCustomerOrderResponse', checkIn.ZNewCustomerOrderResponse],
  ['ZMenuResponse', menu.ZMenuResponse],
  ['ZSearchResponse', menu.ZSearchResponse],
  ['ZItemsWithKeywordsResponse', menu.ZItemsWithKeywordsResponse],
  ['ZCustomization', customization.ZCustomization],
  ['ZPromotionGroupsResponse', promotions.ZPromotionGroupsResponse],
  ['ZOrder', order.ZOrder],
  ['ZAddOrderItemsResponse', orderItems.ZAddOrderItemsResponse],
  ['ZPreviousCustomisationsResponse', orderItems.ZPreviousCustomisationsResponse],
  ['ZReOrderResponse', orderItems.ZReOrderResponse],
  ['ZBill', bill.ZBill],
  ['ZSplitBill', billShare.ZSplitBill],
  ['ZShareSessionResponse', billShare.ZShareSessionResponse],
  ['ZPaymentStatus', payment.ZPaymentStatus],
  ['ZPaymentSessionResponse', payment.ZPaymentSessionResponse],
  ['ZStaffMe', staff.ZStaffMe],
  ['ZFloorTable', staff.ZFloorTable],
  ['ZFloorTablesResponse', staff.ZFloorTablesResponse],
  ['ZSmsOutboxResponse', dev.ZSmsOutboxResponse],
  ['ZSubscribeAck', realtime.ZSubscribeAck],
  ...Object.entries(realtime.REALTIME_EVENTS).map(([event, spec]): [string, z.ZodType] => [
    `event ${event}`,
    spec.payload,
  ]),
];

describe('wire schemas', () => {
  it.each(allSchemas)('%s converts to an OpenAPI 3 schema', (_name, schema) => {
    for (const io of ['input', 'output'] as const) {
      expect(() =>
        z.toJSONSchema(schema, { io, target: 'openapi-3.0', unrepresentable: 'any' }),
      ).not.toThrow();
    }
  });

  it.each(responses)('%s has no transform (responses are encoded)', (_name, schema) => {
    expect(hasTransform(schema)).toBe(false);
  });

  it.each(requests)(
    '%s refuses a NUL and a lone surrogate in every string field',
    (_name, schema) => {
      const accepted = stringLeaves(schema).flatMap((leaf) =>
        refused
          .filter((value) => leaf.safeParse(value).success)
          .map((value) => JSON.stringify(value)),
      );
      expect(accepted).toEqual([]);
    },
  );

  it('finds the string fields of a request, and a plain one would accept a NUL', () => {
    expect(stringLeaves(staff.ZStaffLoginBody)).toHaveLength(2);
    expect(stringLeaves(orderItems.ZAddOrEditOrderItemsBody).length).toBeGreaterThanOrEqual(2);
    expect(z.string().safeParse('Meera\u0000').success).toBe(true);
  });

  it('finds a transform where there is one', () => {
    expect(hasTransform(promotions.ZPromotionsQuery)).toBe(true);
    expect(hasTransform(z.object({ a: z.array(callWaiter.ZCallWaiterReasons) }))).toBe(true);
  });

  it('gives every order event an orderId and a positive seq', () => {
    const orderEvents = Object.entries(realtime.REALTIME_EVENTS).filter(
      ([, spec]) => spec.channel === 'cart' || spec.channel === 'customer',
    );
    expect(orderEvents).toHaveLength(13);
    for (const [, spec] of orderEvents) {
      const shape = (spec.payload as z.ZodObject).shape;
      expect(shape.orderId).toBe(common.ZEntityId);
      expect(shape.seq?.safeParse(0).success).toBe(false);
      expect(shape.seq?.safeParse(1).success).toBe(true);
    }
  });
});
