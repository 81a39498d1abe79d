// Maps a demo brand's identity, branches, tables and staff onto seed rows.

import type { DemoStaffUser } from './demo-staff';
import type { DemoBrand } from './demo-types';
import { nextId, type SeedRows } from './seed-rows';

export type StaffWithHash = DemoStaffUser & { passwordHash: string };

export interface PlannedBrand {
  brandId: number;
  branchIds: number[];
}

/** Percent (7.5) to basis points (750). */
const basisPoints = (percent: number) => Math.round(percent * 100);

const brandMedia = (file: string) => `/media/brand/${file}`;

export function planBrand(rows: SeedRows, brand: DemoBrand, staff: StaffWithHash[]): PlannedBrand {
  const tenantId = nextId(rows.brands);
  rows.brands.push({
    id: tenantId,
    name: brand.name,
    shortName: brand.shortName,
    databaseName: brand.databaseName,
    stylesheetUrl: brandMedia(brand.style.stylesheet),
    fontFamily: brand.style.fontFamily,
    primaryImageUrl: brandMedia(brand.style.primaryImage),
    secondaryImageUrl: brandMedia(brand.style.secondaryImage),
    termsText: brand.termsText,
    serviceChargeText: brand.serviceChargeText,
  });

  const staffIds = staff.map((user) => {
    const id = nextId(rows.staffUsers);
    const { username, role, displayName, passwordHash } = user;
    rows.staffUsers.push({ id, tenantId, username, role, displayName, passwordHash });
    return { id, role: user.role };
  });
  const associateId = staffIds.find((s) => s.role === 'CUSTOMER_ASSOCIATE')?.id ?? null;

  const branchIds = brand.branches.map((branch) => {
    const branchId = nextId(rows.branches);
    const { name, shortName, displayName } = branch;
    rows.branches.push({ id: branchId, tenantId, name, shortName, displayName });
    rows.branchSettings.push({
      branchId,
      tenantId,
      openingTime: branch.openingTime,
      closingTime: branch.closingTime,
      timeZone: branch.timeZone,
    });
    brand.charges.forEach((c, sortOrder) => {
      rows.branchCharges.push({
        tenantId,
        branchId,
        name: c.name,
        rateBp: basisPoints(c.ratePercent),
        sortOrder,
      });
    });
    brand.taxes.forEach((t, sortOrder) => {
      rows.branchTaxes.push({
        tenantId,
        branchId,
        name: t.name,
        rateBp: basisPoints(t.ratePercent),
        sortOrder,
      });
    });
    for (const { id: staffUserId } of staffIds) {
      rows.staffUserBranches.push({ staffUserId, branchId, tenantId });
    }

    const unknown = branch.tablesWithoutAssociate.filter((n) => !branch.tables.includes(n));
    if (unknown.length > 0) throw new Error(`${branch.name}: unknown tables ${unknown.join(', ')}`);
    branch.tables.forEach((name, sortOrder) => {
      rows.diningTables.push({
        id: nextId(rows.diningTables),
        tenantId,
        branchId,
        name,
        sortOrder,
        associateStaffUserId: branch.tablesWithoutAssociate.includes(name) ? null : associateId,
      });
    });
    return branchId;
  });

  return { brandId: tenantId, branchIds };
}
