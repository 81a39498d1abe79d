import type { TBranchHours, TBranchHoursView } from '@tableside/shared/contract/branch-hours';
import { LAST_CALL_MINUTES_MAX } from '@tableside/shared/domain/order-hours-rules';
import { notAllowedMessage } from '@tableside/shared/domain/staff-permissions';
import { isoDate, localDateTime } from '@tableside/shared/domain/zoned-time';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DiscardDialog } from '../../../components/ui/discard-dialog';
import { LabelledField } from '../../../components/ui/labelled-field';
import { EmptyState, ErrorState, PageHeader, Skeleton } from '../../../components/ui/states';
import { errorMessage } from '../../../lib/api';
import { useCurrentBranch } from '../../../lib/branch';
import { useCan } from '../../../lib/session';
import { useDiscardGuard } from '../../../lib/use-discard-guard';
import { useBranchHours, useSaveBranchHours } from '../api/use-branch-hours';
import { problemsByPath } from '../lib/hours-form';
import { SpecialDaysEditor } from './special-days-editor';
import { WeekEditor } from './week-editor';
import './hours.css';

/** Order hours: the week's windows, special days and last call of the current branch. */
export function HoursScreen() {
  return useCan('editBranchSettings') ? (
    <HoursContent />
  ) : (
    <>
      <PageHeader title="Order hours" />
      <EmptyState title={notAllowedMessage('editBranchSettings')} />
    </>
  );
}

function HoursContent() {
  const branch = useCurrentBranch();
  const query = useBranchHours(branch.id);
  if (query.isPending) {
    return (
      <>
        <PageHeader title="Order hours" />
        <Skeleton count={4} height={96} />
      </>
    );
  }
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  // A new version (a save, or someone else's after a 409) starts the form again from it.
  return <HoursForm key={query.data.version} saved={query.data} branchId={branch.id} />;
}

export function HoursForm({ saved, branchId }: { saved: TBranchHoursView; branchId: number }) {
  const [hours, setHours] = useState<TBranchHours>(saved.hours);
  const save = useSaveBranchHours(branchId);
  const dirty = JSON.stringify(hours) !== JSON.stringify(saved.hours);
  const { dialogProps } = useDiscardGuard(dirty);
  const problems = problemsByPath(hours);
  const today = isoDate(localDateTime(new Date(), saved.timeZone));
  const lastCallError = problems.get('lastCallMinutes');

  return (
    <form
      className="hours-screen"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (problems.size === 0) save.mutate({ hours, version: saved.version });
      }}
    >
      <PageHeader title="Order hours">
        <Button
          variant="secondary"
          disabled={!dirty || save.isPending}
          onClick={() => setHours(saved.hours)}
        >
          Undo changes
        </Button>
        <Button
          type="submit"
          variant="primary"
          busy={save.isPending}
          disabled={!dirty || problems.size > 0}
        >
          Save hours
        </Button>
      </PageHeader>
      <p className="hours-muted">
        Times are in the branch's time zone, {saved.timeZone}. A window that closes before it opens
        runs past midnight; equal times keep ordering open for 24 hours.
      </p>
      {saved.legacy ? (
        <p className="hours-note">
          This branch still uses one pair of opening and closing times, shown here on every day.
          Saving sets its weekly hours.
        </p>
      ) : null}
      {save.isError ? (
        <p className="hours-error" role="alert">
          {errorMessage(save.error)}
        </p>
      ) : null}
      <WeekEditor hours={hours} onChange={setHours} problems={problems} />
      <SpecialDaysEditor hours={hours} onChange={setHours} problems={problems} today={today} />
      <section className="hours-section" aria-labelledby="hours-last-call-title">
        <h2 id="hours-last-call-title">Last call</h2>
        <LabelledField
          label="Last call (minutes before closing)"
          error={lastCallError}
          hint="Guests see a countdown this long before each closing. 0 keeps the standard 10 minutes."
        >
          {(input) => (
            <input
              {...input}
              className="hours-number"
              type="number"
              inputMode="numeric"
              min={0}
              max={LAST_CALL_MINUTES_MAX}
              value={Number.isNaN(hours.lastCallMinutes) ? '' : hours.lastCallMinutes}
              onChange={(e) => setHours({ ...hours, lastCallMinutes: e.target.valueAsNumber })}
            />
          )}
        </LabelledField>
      </section>
      <DiscardDialog what="the order hours" {...dialogProps} />
    </form>
  );
}
