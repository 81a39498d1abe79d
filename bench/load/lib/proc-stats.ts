import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// CPU and memory of the server processes, read from /proc (Linux) once a second, as `ps` and
// pidusage do: utime + stime of /proc/<pid>/stat in clock ticks, VmRSS of /proc/<pid>/status.

export const TICKS_PER_SECOND =
  Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100;
const MB = 1024 * 1024;

interface Sample {
  at: number;
  cpuSeconds: number;
  rssBytes: number;
}

export interface ProcessUsage {
  cpu: { seconds: number; averagePercent: number; peakPercent: number };
  rssMb: { idle: number; start: number; end: number; max: number };
}

function read(pid: number): Sample {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces: count fields from its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
  return { at: performance.now(), cpuSeconds: ticks / TICKS_PER_SECOND, rssBytes: rssKb * 1024 };
}

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

/**
 * Watches processes from now (idle: servers up, nobody connected). `start()` marks the load's
 * beginning; `stop()` its end, answering each process's usage over the load: CPU seconds,
 * average and peak (busiest second) percent of one core, RSS at each mark and its peak.
 */
export function watchProcesses(pids: number[], intervalMs = 1000) {
  const idle = pids.map(read);
  let started: Sample[] | null = null;
  const during: Sample[][] = pids.map(() => []);
  const timer = setInterval(() => {
    if (!started) return;
    for (const [index, pid] of pids.entries()) during[index]!.push(read(pid));
  }, intervalMs);
  return {
    start() {
      started = pids.map(read);
    },
    stop(): ProcessUsage[] {
      clearInterval(timer);
      const first = started ?? idle;
      return pids.map((pid, index) => {
        const end = read(pid);
        const samples = [first[index]!, ...during[index]!, end];
        let peak = 0;
        for (let i = 1; i < samples.length; i += 1) {
          const [a, b] = [samples[i - 1]!, samples[i]!];
          if (b.at - a.at >= intervalMs / 2) {
            peak = Math.max(peak, ((b.cpuSeconds - a.cpuSeconds) * 100_000) / (b.at - a.at));
          }
        }
        const cpuSeconds = end.cpuSeconds - first[index]!.cpuSeconds;
        return {
          cpu: {
            seconds: round(cpuSeconds, 2),
            averagePercent: round((cpuSeconds * 100_000) / (end.at - first[index]!.at)),
            peakPercent: round(peak),
          },
          rssMb: {
            idle: round(idle[index]!.rssBytes / MB),
            start: round(first[index]!.rssBytes / MB),
            end: round(end.rssBytes / MB),
            max: round(Math.max(...samples.map((s) => s.rssBytes)) / MB),
          },
        };
      });
    },
  };
}
