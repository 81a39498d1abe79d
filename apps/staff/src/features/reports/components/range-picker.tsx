import type { TStaffBranch } from '@tableside/shared/contract/staff-console';
import type { ReportRange } from '@tableside/shared/domain/report-range';
import { LabelledField } from '../../../components/ui/labelled-field';
import type { RangeChoice } from '../lib/use-report-range';

const CHOICES: { value: RangeChoice; label: string }[] = [
  { value: 'today', label: 'Today' },
  { value: 'yesterday', label: 'Yesterday' },
  { value: 'last7', label: 'Last 7 days' },
  { value: 'thisMonth', label: 'This month' },
  { value: 'custom', label: 'Custom' },
];

interface RangePickerProps {
  branches: TStaffBranch[];
  branchId: number;
  onBranch: (branchId: number) => void;
  choice: RangeChoice;
  onChoice: (choice: RangeChoice) => void;
  custom: ReportRange;
  onCustom: (range: ReportRange) => void;
  issue: string | null;
}

/** The report's branch and dates: a preset or a custom range of the branch's local dates. */
export function RangePicker(props: RangePickerProps) {
  const { branches, branchId, choice, custom, issue } = props;
  return (
    <div className="report-filters">
      {branches.length > 1 ? (
        <LabelledField label="Branch">
          {(input) => (
            <select
              {...input}
              value={branchId}
              onChange={(e) => props.onBranch(Number(e.target.value))}
            >
              {branches.map((branch) => (
                <option key={branch.id} value={branch.id}>
                  {branch.name}
                </option>
              ))}
            </select>
          )}
        </LabelledField>
      ) : null}
      <fieldset className="report-presets">
        <legend>Dates</legend>
        {CHOICES.map((option) => (
          <label key={option.value} className="report-preset">
            <input
              type="radio"
              name="report-range"
              value={option.value}
              checked={choice === option.value}
              onChange={() => props.onChoice(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
      {choice === 'custom' ? (
        <div className="report-custom">
          <LabelledField label="From">
            {(input) => (
              <input
                {...input}
                type="date"
                value={custom.from}
                onChange={(e) => props.onCustom({ ...custom, from: e.target.value })}
              />
            )}
          </LabelledField>
          <LabelledField
            label="To"
            error={issue ? `To ${issue.replace(/from$/, 'From')}` : undefined}
          >
            {(input) => (
              <input
                {...input}
                type="date"
                value={custom.to}
                onChange={(e) => props.onCustom({ ...custom, to: e.target.value })}
              />
            )}
          </LabelledField>
        </div>
      ) : null}
    </div>
  );
}
