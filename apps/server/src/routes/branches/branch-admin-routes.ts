import {
  BRANCH_ADMIN_ROUTES,
  ZAdminBranch,
  ZAdminBranchesResponse,
  ZArchiveBranchBody,
  ZBranchAdminParams,
  ZBranchBody,
  ZUpdateBranchBody,
} from '@tableside/shared/contract/branch-admin';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import {
  requireStaff,
  STAFF_READ_ERRORS,
  STAFF_WRITE_ERRORS,
  type StaffTarget,
} from '../../http/staff-auth';
import type { AppFastify } from '../../http/types';
import { archiveBranch } from '../../services/branch-admin/archive-branch';
import { copyBranch } from '../../services/branch-admin/copy-branch';
import { createBranch } from '../../services/branch-admin/create-branch';
import { listAdminBranches } from '../../services/branch-admin/list-admin-branches';
import { updateBranch } from '../../services/branch-admin/update-branch';

const tags = ['branches'];

/** The owner's Branches page (action manageBranches; contract branch-admin.ts). */
export function branchAdminRoutes(app: AppFastify, { database, clock }: AppDeps) {
  const { db } = database;
  // A branch of another brand is 404, as if it did not exist.
  const owner = (req: FastifyRequest, target?: StaffTarget) =>
    requireStaff(db, clock, req, 'manageBranches', target);

  app.get(
    BRANCH_ADMIN_ROUTES.branches,
    {
      schema: {
        tags,
        summary: "The brand's branches, archived ones included, and the brand's defaults",
        response: { 200: ZAdminBranchesResponse, ...STAFF_READ_ERRORS },
      },
    },
    async (req) => listAdminBranches(db, (await owner(req)).tenantId),
  );

  app.post(
    BRANCH_ADMIN_ROUTES.branches,
    {
      schema: {
        tags,
        summary: 'Adds a branch with default settings (409 when the short name is taken)',
        body: ZBranchBody,
        response: { 201: ZAdminBranch, ...STAFF_WRITE_ERRORS },
      },
    },
    async (req, reply) => reply.code(201).send(await createBranch(db, await owner(req), req.body)),
  );

  app.patch(
    BRANCH_ADMIN_ROUTES.branch,
    {
      schema: {
        tags,
        summary: 'Saves a branch (409 on a stale version or a taken short name)',
        params: ZBranchAdminParams,
        body: ZUpdateBranchBody,
        response: { 200: ZAdminBranch, ...STAFF_WRITE_ERRORS },
      },
    },
    async (req) => {
      const { branchId } = req.params;
      return updateBranch(db, await owner(req, { branchId }), branchId, req.body);
    },
  );

  app.put(
    BRANCH_ADMIN_ROUTES.archive,
    {
      schema: {
        tags,
        summary: 'Archives or restores a branch (409 while it has open orders)',
        params: ZBranchAdminParams,
        body: ZArchiveBranchBody,
        response: { 200: ZAdminBranch, ...STAFF_WRITE_ERRORS },
      },
    },
    async (req) => {
      const { branchId } = req.params;
      return archiveBranch(db, await owner(req, { branchId }), branchId, req.body);
    },
  );

  app.post(
    BRANCH_ADMIN_ROUTES.copy,
    {
      schema: {
        tags,
        summary: "A new branch with this branch's menu, tables, settings, charges and stations",
        params: ZBranchAdminParams,
        body: ZBranchBody,
        response: { 201: ZAdminBranch, ...STAFF_WRITE_ERRORS },
      },
    },
    async (req, reply) => {
      const { branchId } = req.params;
      const branch = await copyBranch(db, await owner(req, { branchId }), branchId, req.body);
      return reply.code(201).send(branch);
    },
  );
}
