// What `npm run owner -- <command> --flag value ...` asks for, read without touching anything,
// so the parsing is tested on its own.

export const OWNER_CLI_USAGE = `Usage:
  npm run owner -- create --username U (--password P | --password-stdin) --brand "Name"
      [--display-name "Full name"] [--currency INR] [--country IN]
      [--branch "Main"] [--branch-display-name "Name · Main"] [--time-zone Asia/Kolkata]
      [--opens 00:00] [--closes 00:00]
    Creates a brand, its first branch and its owner (equal opening and closing times: open
    around the clock). Works on a fresh install instead of the setup link, and adds a brand
    to a running install.
  npm run owner -- reset-password --username U (--password P | --password-stdin)
    Sets a new password for any staff account (owner or not) and signs it out everywhere.

--password-stdin reads the password from standard input, so it stays out of the shell's
history, the process list and npm's echo of the command line:
  printf '%s' "$NEW_PASSWORD" | npm run --silent owner -- reset-password --username U --password-stdin With the built-in database (no DATABASE_URL) stop the server
first: only one process may open it.`;

export class OwnerCliUsageError extends Error {}

export type OwnerCliCommand =
  | {
      command: 'create';
      /** Raw; the same schema as the setup page checks it (ZOwnerWithBrand). */
      input: {
        owner: { username: string; displayName: string; password?: string };
        brand: { name: string; currency: string; country: string };
        branch: {
          name: string;
          displayName: string;
          timeZone: string;
          openingTime: string;
          closingTime: string;
        };
      };
      passwordFromStdin: boolean;
    }
  | { command: 'reset-password'; username: string; password?: string; passwordFromStdin: boolean }
  | { command: 'help' };

const CREATE_FLAGS = [
  'username',
  'password',
  'brand',
  'display-name',
  'currency',
  'country',
  'branch',
  'branch-display-name',
  'time-zone',
  'opens',
  'closes',
] as const;
const RESET_FLAGS = ['username', 'password'] as const;
const SWITCHES = ['password-stdin'] as const;

function readFlags(args: string[], allowed: readonly string[]) {
  const values = new Map<string, string>();
  const switches = new Set<string>();
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    const name = arg.startsWith('--') ? arg.slice(2) : null;
    if (name && (SWITCHES as readonly string[]).includes(name)) {
      switches.add(name);
      continue;
    }
    if (!name || !allowed.includes(name)) throw new OwnerCliUsageError(`Unknown argument: ${arg}`);
    const value = args[i + 1];
    if (value === undefined || value.startsWith('--')) {
      throw new OwnerCliUsageError(`--${name} needs a value`);
    }
    values.set(name, value);
    i += 1;
  }
  return { values, switches };
}

/** '9:30' or '09:30' -> '09:30:00'; anything else is left for the schema to refuse. */
export function toTimeOfDay(value: string): string {
  return /^\d{1,2}:\d{2}$/.test(value) ? `${value.padStart(5, '0')}:00` : value;
}

function passwordSource(values: Map<string, string>, switches: Set<string>) {
  const fromStdin = switches.has('password-stdin');
  const password = values.get('password');
  if (fromStdin && password !== undefined) {
    throw new OwnerCliUsageError('Give either --password or --password-stdin, not both');
  }
  if (!fromStdin && password === undefined) {
    throw new OwnerCliUsageError('--password (or --password-stdin) is required');
  }
  return { password, passwordFromStdin: fromStdin };
}

const required = (values: Map<string, string>, name: string) => {
  const value = values.get(name);
  if (value === undefined) throw new OwnerCliUsageError(`--${name} is required`);
  return value;
};

export function parseOwnerArgs(argv: string[]): OwnerCliCommand {
  const [command, ...rest] = argv;
  if (command === undefined || command === 'help' || command === '--help')
    return { command: 'help' };
  if (command === 'reset-password') {
    const { values, switches } = readFlags(rest, RESET_FLAGS);
    return { command, username: required(values, 'username'), ...passwordSource(values, switches) };
  }
  if (command !== 'create') throw new OwnerCliUsageError(`Unknown command: ${command}`);
  const { values, switches } = readFlags(rest, CREATE_FLAGS);
  const username = required(values, 'username');
  const brandName = required(values, 'brand');
  const branchName = values.get('branch') ?? 'Main';
  const { password, passwordFromStdin } = passwordSource(values, switches);
  return {
    command,
    passwordFromStdin,
    input: {
      owner: { username, displayName: values.get('display-name') ?? username, password },
      brand: {
        name: brandName,
        currency: values.get('currency') ?? 'INR',
        country: values.get('country') ?? 'IN',
      },
      branch: {
        name: branchName,
        displayName: values.get('branch-display-name') ?? `${brandName} · ${branchName}`,
        timeZone: values.get('time-zone') ?? 'Asia/Kolkata',
        openingTime: toTimeOfDay(values.get('opens') ?? '00:00'),
        closingTime: toTimeOfDay(values.get('closes') ?? '00:00'),
      },
    },
  };
}
