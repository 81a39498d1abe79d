import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as bill from './bill';
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
import * as publicLookups from './public';
import * as realtime from './realtime';
import * as staff from './staff';

// Guards for how the server uses the contract: fastify-type-provider-zod turns every schema
// into OpenAPI, and *encodes* responses, which throws on a one-way transform.

const modules = {
  bill,
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
  publicLookups,
  realtime,
  staff,
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

  it('finds a transform where there is one', () => {
    expect(hasTransform(promotions.ZPromotionsQuery)).toBe(true);
    expect(hasTransform(z.object({ a: z.array(callWaiter.ZCallWaiterReasons) }))).toBe(true);
  });

  it('gives every order event an orderId and a positive seq', () => {
    const orderEvents = Object.entries(realtime.REALTIME_EVENTS).filter(
      ([, spec]) => spec.channel === 'cart' || spec.channel === 'customer',
    );
    expect(orderEvents).toHaveLength(11);
    for (const [, spec] of orderEvents) {
      const shape = (spec.payload as z.ZodObject).shape;
      expect(shape.orderId).toBe(common.ZEntityId);
      expect(shape.seq?.safeParse(0).success).toBe(false);
      expect(shape.seq?.safeParse(1).success).toBe(true);
    }
  });
});
