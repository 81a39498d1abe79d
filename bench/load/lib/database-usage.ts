import { readFileSync } from 'node:fs';
import pg from 'pg';
import { TICKS_PER_SECOND } from './proc-stats';

// CPU of the PostgreSQL backends serving the run's database, when PostgreSQL runs on this
// machine: with the servers' own CPU it tells whether the time went to Node or to the queries.

async function backendPids(databaseUrl: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

function cpuSecondsOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    // Not on this machine, or the backend ended.
    return null;
  }
}

/**
 * Marks the backends' CPU now; `stop()` answers the CPU seconds they used since, counting
 * backends opened meanwhile from zero. A backend that closed before `stop()` is not counted,
 * so this is a lower bound; null when the backends are not visible in /proc.
 */
export async function watchDatabase(databaseUrl: string) {
  const before = new Map<number, number>();
  for (const pid of await backendPids(databaseUrl)) {
    const seconds = cpuSecondsOf(pid);
    if (seconds !== null) before.set(pid, seconds);
  }
  return {
    async stop(): Promise<{ backends: number; cpuSeconds: number } | null> {
      const pids = await backendPids(databaseUrl);
      let total = 0;
      let seen = 0;
      for (const pid of pids) {
        const seconds = cpuSecondsOf(pid);
        if (seconds === null) continue;
        seen += 1;
        total += seconds - (before.get(pid) ?? 0);
      }
      return seen === 0 ? null : { backends: seen, cpuSeconds: Number(total.toFixed(2)) };
    },
  };
}
