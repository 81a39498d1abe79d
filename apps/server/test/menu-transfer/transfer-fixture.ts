// Set-up of the menu import/export tests: an empty branch of a brand (settings, one table, the
// owner assigned) and the calls of the two routes.
import { CATALOGUE_ROUTES } from '@tableside/shared/contract/catalogue-extras';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import {
  branches,
  branchSettings,
  diningTables,
  staffUserBranches,
  staffUsers,
} from '../../src/db/schema/index';
import type { TestApp } from '../helpers/test-app';

let counter = 0;

/** A new branch with no menu, open all day, with one table; `usernames` work there. */
export async function createEmptyBranch(
  db: Database,
  tenantId: number,
  usernames: string[],
): Promise<{ branchId: number; tableId: number }> {
  counter += 1;
  const [branch] = await db
    .insert(branches)
    .values({
      tenantId,
      name: `Import ${counter}`,
      shortName: `imp${counter}`,
      displayName: `Import ${counter}`,
    })
    .returning({ id: branches.id });
  if (!branch) throw new Error('branch not inserted');
  await db.insert(branchSettings).values({
    branchId: branch.id,
    tenantId,
    openingTime: '00:00:00',
    closingTime: '00:00:00',
    timeZone: 'Asia/Kolkata',
    otpRequired: false,
  });
  const [table] = await db
    .insert(diningTables)
    .values({ tenantId, branchId: branch.id, name: 'T1' })
    .returning({ id: diningTables.id });
  if (!table) throw new Error('table not inserted');
  for (const username of usernames) {
    const [user] = await db
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(and(eq(staffUsers.tenantId, tenantId), eq(staffUsers.username, username)));
    if (!user) throw new Error(`no staff user ${username}`);
    await db
      .insert(staffUserBranches)
      .values({ staffUserId: user.id, branchId: branch.id, tenantId });
  }
  return { branchId: branch.id, tableId: table.id };
}

const at = (route: string, branchId: number) => route.replace(':branchId', String(branchId));

export function exportMenu(
  t: TestApp,
  headers: Record<string, string>,
  branchId: number,
  query = '',
) {
  return t.app.inject({
    method: 'GET',
    url: `${at(CATALOGUE_ROUTES.menuExport, branchId)}${query ? `?${query}` : ''}`,
    headers,
  });
}

export function importJson(
  t: TestApp,
  headers: Record<string, string>,
  branchId: number,
  body: unknown,
  query = 'dryRun=false',
) {
  return t.app.inject({
    method: 'POST',
    url: `${at(CATALOGUE_ROUTES.menuImport, branchId)}?${query}`,
    headers,
    payload: body as object,
  });
}

/** A multipart upload of files (field `file`), as the staff app sends it. */
export function importFiles(
  t: TestApp,
  headers: Record<string, string>,
  branchId: number,
  files: { filename: string; data: Buffer | string; type: string }[],
  query = 'dryRun=false',
) {
  const boundary = '----tableside-test-boundary';
  const parts = files.map((file) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      Buffer.isBuffer(file.data) ? file.data : Buffer.from(file.data),
      Buffer.from('\r\n'),
    ]),
  );
  const payload = Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]);
  return t.app.inject({
    method: 'POST',
    url: `${at(CATALOGUE_ROUTES.menuImport, branchId)}?${query}`,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}
