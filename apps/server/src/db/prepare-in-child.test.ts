import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PREPARE_ONLY_ARG, prepareInChild } from './prepare-in-child';

describe('prepareInChild', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const entry = async (body: string) => {
    dir = await mkdtemp(join(tmpdir(), 'tableside-prepare-'));
    const path = join(dir, 'entry.mjs');
    await writeFile(path, body);
    return path;
  };

  it('runs the entry in a child, told to prepare only, with this environment', async () => {
    const path = await entry(
      `import { writeFileSync } from 'node:fs';
       writeFileSync(new URL('./ran.json', import.meta.url), JSON.stringify({
         args: process.argv.slice(2), dataDir: process.env.PREPARE_TEST_DATA_DIR }));`,
    );
    process.env.PREPARE_TEST_DATA_DIR = '/srv/tableside';
    try {
      await prepareInChild(path);
    } finally {
      delete process.env.PREPARE_TEST_DATA_DIR;
    }
    const ran = JSON.parse(await readFile(join(dir!, 'ran.json'), 'utf8'));
    expect(ran).toEqual({ args: [PREPARE_ONLY_ARG], dataDir: '/srv/tableside' });
  });

  it('fails the start when the child fails', async () => {
    const path = await entry('process.exit(3);');
    await expect(prepareInChild(path)).rejects.toThrow(
      'Preparing the database failed (exit code 3)',
    );
  });
});
