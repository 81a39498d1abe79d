import { ZBranchParams } from '@tableside/shared/contract/catalogue';
import {
  PROMOTIONS_ADMIN_ROUTES as R,
  ZAdminPromotion,
  ZAdminPromotionGroup,
  ZCreatePromotionBody,
  ZCreatePromotionGroupBody,
  ZPromotionArchiveBody,
  ZPromotionConflict,
  ZPromotionGroupParams,
  ZPromotionOrderBody,
  ZPromotionParams,
  ZPromotionsAdminResponse,
  ZUpdatePromotionBody,
  ZUpdatePromotionGroupBody,
} from '@tableside/shared/contract/promotions-admin';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { requireStaff, STAFF_READ_ERRORS } from '../../http/staff-auth';
import type { AppFastify } from '../../http/types';
import { rooms } from '../../realtime/rooms';
import { archiveGroup } from '../../services/promotions-admin/archive-group';
import { archivePromotion } from '../../services/promotions-admin/archive-promotion';
import { createGroup } from '../../services/promotions-admin/create-group';
import { createPromotion } from '../../services/promotions-admin/create-promotion';
import { listPromotionsAdmin } from '../../services/promotions-admin/list-promotions-admin';
import { reorderGroups, reorderPromotions } from '../../services/promotions-admin/reorder';
import { updateGroup } from '../../services/promotions-admin/update-group';
import { updatePromotion } from '../../services/promotions-admin/update-promotion';

const WRITE_ERRORS = { ...STAFF_READ_ERRORS, 409: ZPromotionConflict };
const tags = ['promotions-admin'];

/** The back office's promotions of a branch (action editMenu; contract promotions-admin.ts). */
export function promotionsAdminRoutes(app: AppFastify, { database, clock, publisher }: AppDeps) {
  const { db } = database;
  /**
   * Runs a write. After it commits, guests browsing the branch refetch their menu and
   * promotions (updatePrice, reason 'menu': no 'Prices have been changed!' toast). A stale save
   * throws VersionConflictError, which the error handler answers 409 with the thing as it is now.
   */
  const written = async <T>(branchId: number, work: () => Promise<T>) => {
    const result = await work();
    publisher.publish(rooms.price(branchId), 'updatePrice', { branchId, reason: 'menu' });
    return result;
  };
  const editor = async (req: FastifyRequest, branchId: number) => {
    const staff = await requireStaff(db, clock, req, 'editMenu', { branchId });
    return { tenantId: staff.tenantId, branchId, userId: staff.userId };
  };

  app.get(
    R.groups,
    {
      schema: {
        tags,
        summary:
          "The branch's promotion groups and promotions (archived included) and link choices",
        params: ZBranchParams,
        response: { 200: ZPromotionsAdminResponse, ...STAFF_READ_ERRORS },
      },
    },
    async (req) => listPromotionsAdmin({ db, clock }, await editor(req, req.params.branchId)),
  );

  app.post(
    R.groups,
    {
      schema: {
        tags,
        summary: 'Adds a promotion group at the end of the For You tab',
        params: ZBranchParams,
        body: ZCreatePromotionGroupBody,
        response: { 200: ZAdminPromotionGroup, ...WRITE_ERRORS },
      },
    },
    async (req) => {
      const actor = await editor(req, req.params.branchId);
      return written(actor.branchId, () => createGroup(db, actor, req.body));
    },
  );

  app.put(
    R.groupOrder,
    {
      schema: {
        tags,
        summary: "Reorders the branch's promotion groups (409 unless every group is named)",
        params: ZBranchParams,
        body: ZPromotionOrderBody,
        response: { 204: z.null(), ...WRITE_ERRORS },
      },
    },
    async (req, reply) => {
      const actor = await editor(req, req.params.branchId);
      return written(actor.branchId, async () => {
        await reorderGroups(db, actor, req.body);
        return reply.code(204).send(null);
      });
    },
  );

  app.put(
    R.group,
    {
      schema: {
        tags,
        summary: 'Changes a group’s headers and container size (409 on a stale version)',
        params: ZPromotionGroupParams,
        body: ZUpdatePromotionGroupBody,
        response: { 200: ZAdminPromotionGroup, ...WRITE_ERRORS },
      },
    },
    async (req) => {
      const actor = await editor(req, req.params.branchId);
      return written(actor.branchId, () => updateGroup(db, actor, req.params.groupId, req.body));
    },
  );

  app.put(
    R.groupArchive,
    {
      schema: {
        tags,
        summary: 'Archives or restores a promotion group (409 on a stale version)',
        params: ZPromotionGroupParams,
        body: ZPromotionArchiveBody,
        response: { 200: ZAdminPromotionGroup, ...WRITE_ERRORS },
      },
    },
    async (req) => {
      const actor = await editor(req, req.params.branchId);
      return written(actor.branchId, () =>
        archiveGroup({ db, clock }, actor, req.params.groupId, req.body),
      );
    },
  );

  app.post(
    R.promotions,
    {
      schema: {
        tags,
        summary: 'Adds a promotion at the end of its group',
        params: ZPromotionGroupParams,
        body: ZCreatePromotionBody,
        response: { 200: ZAdminPromotion, ...WRITE_ERRORS },
      },
    },
    async (req) => {
      const actor = await editor(req, req.params.branchId);
      return written(actor.branchId, () =>
        createPromotion(db, actor, req.params.groupId, req.body),
      );
    },
  );

  app.put(
    R.promotionOrder,
    {
      schema: {
        tags,
        summary: "Reorders a group's promotions (409 unless every promotion is named)",
        params: ZPromotionGroupParams,
        body: ZPromotionOrderBody,
        response: { 204: z.null(), ...WRITE_ERRORS },
      },
    },
    async (req, reply) => {
      const actor = await editor(req, req.params.branchId);
      return written(actor.branchId, async () => {
        await reorderPromotions(db, actor, req.params.groupId, req.body);
        return reply.code(204).send(null);
      });
    },
  );

  app.put(
    R.promotion,
    {
      schema: {
        tags,
        summary: 'Saves a promotion (409 on a stale version)',
        params: ZPromotionParams,
        body: ZUpdatePromotionBody,
        response: { 200: ZAdminPromotion, ...WRITE_ERRORS },
      },
    },
    async (req) => {
      const { branchId, ...ids } = req.params;
      const actor = await editor(req, branchId);
      return written(actor.branchId, () => updatePromotion(db, actor, ids, req.body));
    },
  );

  app.put(
    R.promotionArchive,
    {
      schema: {
        tags,
        summary: 'Deletes (deleteStatus) or restores a promotion (409 on a stale version)',
        params: ZPromotionParams,
        body: ZPromotionArchiveBody,
        response: { 200: ZAdminPromotion, ...WRITE_ERRORS },
      },
    },
    async (req) => {
      const { branchId, ...ids } = req.params;
      const actor = await editor(req, branchId);
      return written(actor.branchId, () => archivePromotion(db, actor, ids, req.body));
    },
  );
}
