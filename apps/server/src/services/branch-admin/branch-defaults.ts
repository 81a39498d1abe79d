// What a branch made in the back office starts with, before its owner sets hours and charges.
import type { BranchHoursSetting } from '../../db/schema/index';

const ALL_WEEK = Array.from({ length: 7 }, () => [{ open: '11:00', close: '23:00' }]);

/** Open every day 11:00-23:00, last call 10 minutes before closing (the spec's banner). */
export const DEFAULT_HOURS: BranchHoursSetting = {
  weekly: ALL_WEEK,
  specialDays: [],
  lastCallMinutes: 10,
};

/** The branch_settings row of a new branch, beside its id, tenant and time zone. */
export const DEFAULT_BRANCH_SETTINGS = {
  // The single pair of times older readers use, kept equal to the weekly hours.
  openingTime: '11:00:00',
  closingTime: '23:00:00',
  hours: DEFAULT_HOURS,
  otpRequired: true,
  // A branch set up by its owner prints QR codes with per-table tokens (issue 14 item 2); only
  // the demo restaurant keeps the spec's plain links.
  tableTokensRequired: true,
  rounding: 'RUPEE' as const,
};
