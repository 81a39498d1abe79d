// Global setup of the server projects: runs once per project, before its first test file.
import type { TestProject } from 'vitest/node';
import {
  type Prepared,
  preparePgliteDumps,
  preparePostgresTemplates,
  type TPreparedDatabases,
} from '../helpers/prepared-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    preparedDatabases: TPreparedDatabases;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let prepared: Prepared;
  if (project.config.env.TEST_DB === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    prepared = await preparePostgresTemplates(serverUrl);
  } else {
    prepared = await preparePgliteDumps();
  }
  project.provide('preparedDatabases', prepared.sources);
  return prepared.dispose;
}
