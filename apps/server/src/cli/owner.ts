// `npm run owner -- create ...` and `npm run owner -- reset-password ...` (owner-args.ts has
// the usage): the first-run setup without a browser, and a way back in from the server's
// shell. Same environment as the server; migrates first. Never prints a password.
import { ZOwnerWithBrand } from '@tableside/shared/contract/setup';
import { AppError } from '../lib/app-error';
import { systemClock } from '../lib/clock';
import { createOwnerWithBrand } from '../services/setup/create-owner-with-brand';
import { resetPasswordByUsername } from '../services/staff-accounts/reset-password-by-username';
import { OWNER_CLI_USAGE, OwnerCliUsageError, parseOwnerArgs } from './owner-args';
import { withMigratedDatabase } from './with-migrated-database';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

async function main(): Promise<number> {
  const parsed = parseOwnerArgs(process.argv.slice(2));
  if (parsed.command === 'help') {
    console.info(OWNER_CLI_USAGE);
    return 0;
  }
  return withMigratedDatabase(async (database, config) => {
    const deps = { db: database.db, clock: systemClock };
    if (parsed.command === 'reset-password') {
      const password = parsed.passwordFromStdin ? await readStdin() : (parsed.password ?? '');
      const done = await resetPasswordByUsername(deps, parsed.username, password);
      if (!done) {
        console.error(`No staff account is called '${parsed.username}'.`);
        return 1;
      }
      console.info(
        `New password set for '${parsed.username}' (${done.role}); their sessions are signed out.`,
      );
      return 0;
    }
    const { input } = parsed;
    const password = parsed.passwordFromStdin ? await readStdin() : (input.owner.password ?? '');
    const checked = ZOwnerWithBrand.safeParse({ ...input, owner: { ...input.owner, password } });
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        console.error(`${issue.path.join('.')}: ${issue.message}`);
      }
      return 1;
    }
    const created = await database.db.transaction((tx) =>
      createOwnerWithBrand(tx, checked.data, 'cli'),
    );
    console.info(
      `Created brand '${checked.data.brand.name}' (id ${created.tenantId}), branch '${checked.data.branch.name}' (id ${created.branchId}) and owner '${checked.data.owner.username}'. Sign in at ${config.PUBLIC_URL}/staff/.`,
    );
    return 0;
  });
}

/**
 * The database driver's own message: Drizzle's wrapper message repeats the query's
 * parameters, which may hold a password hash.
 */
function rootMessage(err: unknown): string {
  let e = err;
  while (e instanceof Error && e.cause instanceof Error) e = e.cause;
  return e instanceof Error ? e.message : String(e);
}

main().then(
  (code) => process.exit(code),
  (err) => {
    if (err instanceof OwnerCliUsageError) console.error(`${err.message}\n\n${OWNER_CLI_USAGE}`);
    // AppError messages are written for people ('This username is taken', 'password: ...').
    else if (err instanceof AppError) console.error(err.message);
    else console.error(rootMessage(err));
    process.exit(1);
  },
);
