import type { TOwnerWithBrand } from '@tableside/shared/contract/setup';
import { eq, like, or } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { branches, branchSettings, brands, staffUsers } from '../../db/schema/index';
import { writeAudit } from '../../lib/audit';
import { hashPassword } from '../../lib/password';
import { linkOwnersToBranch } from '../staff-accounts/link-owners-to-branch';
import { assertUsernameFree } from '../staff-accounts/username-taken';

/** 'The Brew Room' -> 'the-brew-room'; realtime channel names are built from it. */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return slug || 'brand';
}

/** The slug, or the slug with the first free '-2', '-3', ... (brand short names are unique). */
async function freeBrandShortName(tx: Transaction, name: string): Promise<string> {
  const base = slugOf(name);
  const rows = await tx
    .select({ shortName: brands.shortName })
    .from(brands)
    .where(or(eq(brands.shortName, base), like(brands.shortName, `${base}-%`)));
  const taken = new Set(rows.map((r) => r.shortName));
  let candidate = base;
  for (let n = 2; taken.has(candidate); n += 1) candidate = `${base}-${n}`;
  return candidate;
}

export interface CreatedOwner {
  ownerId: number;
  tenantId: number;
  branchId: number;
}

/**
 * A new brand with its first branch and its owner, who works at that branch: what the
 * first-run setup page and `npm run owner -- create` both do. Runs in the caller's
 * transaction; a taken username is 409 and nothing is written.
 */
export async function createOwnerWithBrand(
  tx: Transaction,
  input: TOwnerWithBrand,
  source: 'setup' | 'cli',
): Promise<CreatedOwner> {
  const { owner, brand, branch } = input;
  await assertUsernameFree(tx, owner.username);
  const shortName = await freeBrandShortName(tx, brand.name);
  const [createdBrand] = await tx
    .insert(brands)
    .values({
      name: brand.name,
      shortName,
      databaseName: shortName,
      currency: brand.currency,
      country: brand.country,
    })
    .returning({ id: brands.id });
  if (!createdBrand) throw new Error('brand insert returned no row');
  const tenantId = createdBrand.id;

  const [createdBranch] = await tx
    .insert(branches)
    .values({
      tenantId,
      name: branch.name,
      shortName: slugOf(branch.name),
      displayName: branch.displayName,
    })
    .returning({ id: branches.id });
  if (!createdBranch) throw new Error('branch insert returned no row');
  const branchId = createdBranch.id;
  await tx.insert(branchSettings).values({
    branchId,
    tenantId,
    openingTime: branch.openingTime,
    closingTime: branch.closingTime,
    timeZone: branch.timeZone,
    // The owner's first branch is set up in the back office: its QR links carry table tokens.
    tableTokensRequired: true,
  });

  const [user] = await tx
    .insert(staffUsers)
    .values({
      tenantId,
      username: owner.username,
      displayName: owner.displayName,
      role: 'OWNER',
      passwordHash: await hashPassword(owner.password),
    })
    .returning({ id: staffUsers.id });
  if (!user) throw new Error('staff user insert returned no row');
  await linkOwnersToBranch(tx, tenantId, branchId);

  await writeAudit(tx, {
    tenantId,
    staffUserId: null,
    action: 'owner.create',
    entity: 'brand',
    entityId: tenantId,
    detail: {
      source,
      ownerId: user.id,
      username: owner.username,
      brand: brand.name,
      currency: brand.currency,
      country: brand.country,
      branchId,
      branch: branch.name,
    },
  });
  return { ownerId: user.id, tenantId, branchId };
}
