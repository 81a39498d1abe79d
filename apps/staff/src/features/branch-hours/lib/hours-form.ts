// The editor's working copy of a branch's hours and the edits its buttons make. Problems come
// from the shared rules, keyed by field path, so each shows beside its own input.
import type {
  TBranchHours,
  THoursWindow,
  TSpecialDay,
} from '@tableside/shared/contract/branch-hours';
import { orderHoursProblems } from '@tableside/shared/domain/order-hours-rules';

/** Monday first, as a restaurant's week reads; the values index `weekly` (0 is Sunday). */
export const DAYS = [
  { index: 1, name: 'Monday' },
  { index: 2, name: 'Tuesday' },
  { index: 3, name: 'Wednesday' },
  { index: 4, name: 'Thursday' },
  { index: 5, name: 'Friday' },
  { index: 6, name: 'Saturday' },
  { index: 0, name: 'Sunday' },
] as const;

const NEW_WINDOW: THoursWindow = { open: '12:00', close: '15:00' };

/** A window after the day's last one: it starts an hour after the last closes. */
export function nextWindow(windows: THoursWindow[]): THoursWindow {
  const last = windows.at(-1);
  if (!last) return NEW_WINDOW;
  const [h = 0, m = 0] = last.close.split(':').map(Number);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { open: `${pad((h + 1) % 24)}:${pad(m)}`, close: `${pad((h + 4) % 24)}:${pad(m)}` };
}

export function setDay(hours: TBranchHours, day: number, windows: THoursWindow[]): TBranchHours {
  return { ...hours, weekly: hours.weekly.map((w, i) => (i === day ? windows : w)) };
}

/** Monday's windows on every day of the week. */
export function copyMondayToAll(hours: TBranchHours): TBranchHours {
  const monday = hours.weekly[1] ?? [];
  return { ...hours, weekly: hours.weekly.map(() => monday.map((w) => ({ ...w }))) };
}

export function setSpecialDay(hours: TBranchHours, index: number, day: TSpecialDay): TBranchHours {
  return { ...hours, specialDays: hours.specialDays.map((d, i) => (i === index ? day : d)) };
}

export function removeSpecialDay(hours: TBranchHours, index: number): TBranchHours {
  return { ...hours, specialDays: hours.specialDays.filter((_d, i) => i !== index) };
}

/** A new special day: the first date from `today` that is not one yet, closed. */
export function addSpecialDay(hours: TBranchHours, today: string): TBranchHours {
  const taken = new Set(hours.specialDays.map((d) => d.date));
  const date = new Date(`${today}T00:00:00Z`);
  while (taken.has(date.toISOString().slice(0, 10))) date.setUTCDate(date.getUTCDate() + 1);
  const day = { date: date.toISOString().slice(0, 10), closed: true, windows: [], label: '' };
  return { ...hours, specialDays: [...hours.specialDays, day] };
}

/** Each problem's message by its path joined with dots ('weekly.1.0.close'). */
export function problemsByPath(hours: TBranchHours): Map<string, string> {
  const problems = new Map<string, string>();
  for (const problem of orderHoursProblems(hours)) {
    const key = problem.path.join('.');
    if (!problems.has(key)) problems.set(key, problem.message);
  }
  return problems;
}
