import { z } from 'zod';
import { PREP_TARGETS } from '../domain/prep-status';
import { boundedText, intBetween, ZEntityId, ZId } from './common';

// Kitchen set-up (issue 14 item 7): the stations of a branch (kitchen, bar, dessert...) with
// the menu categories each cooks (action manageKitchenStations), the kitchen display's tickets
// of one station, and the kitchen's progress on an item (action prepareItem).
//
// Concurrency: a station carries `version`; a save names the version it edited and gets 409
// when someone saved in between.

export const KITCHEN_STATION_LIMITS = { name: 40, categories: 500, stations: 50 } as const;

/** 409 when the station changed since it was read. */
export const STATION_CONFLICT_MESSAGE = 'Someone else changed this station meanwhile';
/** 409 when another station of the branch has the name. */
export const STATION_NAME_TAKEN_MESSAGE = 'name: another station of this branch has this name';

const ZStationVersion = intBetween(1, 2_147_483_647);

export const ZKitchenStationParams = z.object({ branchId: ZId, stationId: ZId });
export type TKitchenStationParams = z.infer<typeof ZKitchenStationParams>;

/**
 * A station and the categories it names itself (a sub-category not named goes with its
 * parent's station: domain/kitchen-station-categories). Archived stations are listed too.
 */
export const ZKitchenStation = z.object({
  id: ZEntityId,
  name: z.string(),
  sortOrder: z.number().int(),
  archived: z.boolean(),
  categoryIds: z.array(ZEntityId),
  version: ZStationVersion,
});
export type TKitchenStation = z.infer<typeof ZKitchenStation>;

/** The branch's stations in their order. */
export const ZKitchenStationsResponse = z.array(ZKitchenStation);
export type TKitchenStationsResponse = z.infer<typeof ZKitchenStationsResponse>;

const ZCategoryIds = z
  .array(ZEntityId)
  .max(KITCHEN_STATION_LIMITS.categories)
  .refine((ids) => new Set(ids).size === ids.length, 'must not repeat a category');

export const ZCreateKitchenStationBody = z.object({
  name: boundedText(KITCHEN_STATION_LIMITS.name),
  categoryIds: ZCategoryIds.default([]),
});
export type TCreateKitchenStationBody = z.infer<typeof ZCreateKitchenStationBody>;

/** Rename and set the categories: the whole station as the editor shows it. */
export const ZUpdateKitchenStationBody = z.object({
  name: boundedText(KITCHEN_STATION_LIMITS.name),
  categoryIds: ZCategoryIds,
  version: ZStationVersion,
});
export type TUpdateKitchenStationBody = z.infer<typeof ZUpdateKitchenStationBody>;

/** Archive (its display shows nothing, its categories go back to 'All') or restore. */
export const ZArchiveKitchenStationBody = z.object({
  archived: z.boolean(),
  version: ZStationVersion,
});
export type TArchiveKitchenStationBody = z.infer<typeof ZArchiveKitchenStationBody>;

/** Every station of the branch, in the new order. */
export const ZReorderKitchenStationsBody = z.object({
  orderedIds: z
    .array(ZEntityId)
    .min(1)
    .max(KITCHEN_STATION_LIMITS.stations)
    .refine((ids) => new Set(ids).size === ids.length, 'must not repeat a station'),
});
export type TReorderKitchenStationsBody = z.infer<typeof ZReorderKitchenStationsBody>;

/** The kitchen list of one station; without it, every station's ('All'). */
export const ZKitchenTicketsQuery = z.object({ stationId: ZId.optional() });
export type TKitchenTicketsQuery = z.infer<typeof ZKitchenTicketsQuery>;

/** The kitchen moves an item on: PREPARING (Start) or READY. */
export const ZPrepareItemBody = z.object({ prepStatus: z.enum(PREP_TARGETS) });
export type TPrepareItemBody = z.infer<typeof ZPrepareItemBody>;

export const KITCHEN_STATION_ROUTES = {
  /** GET -> ZKitchenStationsResponse; POST {ZCreateKitchenStationBody} -> 201 ZKitchenStation */
  stations: '/v1/staff/branches/:branchId/kitchen-stations',
  /** PUT {ZUpdateKitchenStationBody} -> ZKitchenStation */
  station: '/v1/staff/branches/:branchId/kitchen-stations/:stationId',
  /** PUT {ZArchiveKitchenStationBody} -> ZKitchenStation */
  stationArchive: '/v1/staff/branches/:branchId/kitchen-stations/:stationId/archive',
  /** PUT {ZReorderKitchenStationsBody} -> ZKitchenStationsResponse */
  stationOrder: '/v1/staff/branches/:branchId/kitchen-station-order',
  /** POST {ZPrepareItemBody} -> ZOrder (action prepareItem) */
  prepareItem: '/v1/staff/order-items/:id/prep',
} as const;
