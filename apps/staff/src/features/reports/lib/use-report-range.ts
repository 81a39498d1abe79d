import {
  isCalendarDate,
  localDate,
  presetRange,
  type ReportPreset,
  type ReportRange,
  reportRangeIssue,
} from '@tableside/shared/domain/report-range';
import { useState } from 'react';

export type RangeChoice = ReportPreset | 'custom';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The range the screen shows. A preset is read in the branch's zone (known once a report has
 * answered; the device's zone until then), so 'Today' is the restaurant's today. A custom
 * range is checked with the server's own rule before it is asked for.
 */
export function useReportRange(timeZone: string | undefined) {
  const [choice, setChoice] = useState<RangeChoice>('today');
  const today = localDate(new Date(), timeZone ?? browserZone());
  const [custom, setCustom] = useState<ReportRange>({ from: today, to: today });

  const complete = isCalendarDate(custom.from) && isCalendarDate(custom.to);
  const issue = choice === 'custom' && complete ? reportRangeIssue(custom) : null;
  let range: ReportRange | null = null;
  if (choice !== 'custom') range = presetRange(choice, today);
  else if (complete && !issue) range = custom;

  const choose = (next: RangeChoice) => {
    // A custom range starts from what was shown, which is usually the nearest wanted.
    if (next === 'custom' && range) setCustom(range);
    setChoice(next);
  };
  return { choice, choose, custom, setCustom, range, issue };
}
