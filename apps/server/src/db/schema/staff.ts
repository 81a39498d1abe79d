// Staff accounts, their branch scope and login sessions.
import { STAFF_ROLES, type StaffRole } from '@tableside/shared/domain/enums';
import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { branches, tenantId } from './brands-branches';
import { createdAt, enumCheck, id, timestampTz } from './columns';

export const staffUsers = pgTable(
  'staff_users',
  {
    id: id(),
    tenantId: tenantId(),
    /** Globally unique: the login body carries no tenant. */
    username: text('username').notNull().unique(),
    /** `scrypt$N$r$p$salt$hash` (lib/password.ts). */
    passwordHash: text('password_hash').notNull(),
    displayName: text('display_name').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    active: boolean('active').notNull().default(true),
    /** scrypt hash of the 4–6 digit quick-switch PIN for shared floor tablets; NULL: none set. */
    pinHash: text('pin_hash'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [enumCheck('staff_users_role_ck', t.role, STAFF_ROLES)],
);

/** Branches a staff user may act on (every staff call checks role and branch). */
export const staffUserBranches = pgTable(
  'staff_user_branches',
  {
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    tenantId: tenantId(),
  },
  (t) => [
    primaryKey({ columns: [t.staffUserId, t.branchId] }),
    // Staff of a branch (who may join the branch's staff channel, who can be assigned).
    index('staff_user_branches_branch_idx').on(t.branchId),
  ],
);

/** Server-side staff sessions; the cookie holds the token, the row only its SHA-256 hash. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: id(),
    tenantId: tenantId(),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestampTz('expires_at').notNull(),
    revokedAt: timestampTz('revoked_at'),
  },
  // Revoke all sessions of a user (deactivation, logout everywhere).
  (t) => [index('staff_sessions_user_idx').on(t.staffUserId)],
);
