import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createPglite } from './client';
import { createPgliteDataDir } from './pglite-data-dir';

describe('createPgliteDataDir', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('makes a data directory this process then opens, and keeps what an existing one holds', async () => {
    dir = await mkdtemp(join(tmpdir(), 'tableside-pglite-dir-'));
    await createPgliteDataDir(dir);
    expect(existsSync(join(dir, 'PG_VERSION'))).toBe(true);

    const first = await createPglite({ dataDir: dir });
    await first.exec("create table kept (note text); insert into kept values ('still here')");
    expect((await first.query('show shared_buffers')).rows).toEqual([{ shared_buffers: '16MB' }]);
    await first.close();

    await createPgliteDataDir(dir);
    const again = await createPglite({ dataDir: dir });
    expect((await again.query('select note from kept')).rows).toEqual([{ note: 'still here' }]);
    await again.close();
  }, 60_000);
});
