import type { TStaffAccount, TStaffAccountBranch } from '@tableside/shared/contract/staff-accounts';
import { KeyRound, Pencil } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { roleLabel } from '../lib/staff-roles';

interface StaffAccountCardProps {
  account: TStaffAccount;
  branches: TStaffAccountBranch[];
  isYou: boolean;
  onEdit: () => void;
  onResetPassword: () => void;
}

export function StaffAccountCard({
  account,
  branches,
  isYou,
  onEdit,
  onResetPassword,
}: StaffAccountCardProps) {
  const names = branches.filter((b) => account.branchIds.includes(b.id)).map((b) => b.displayName);
  return (
    <li className={`staff-card${account.active ? '' : ' staff-card--inactive'}`}>
      <div className="staff-card__who">
        <p className="staff-card__name">
          {account.displayName}
          {isYou ? <span className="staff-card__you"> (you)</span> : null}
        </p>
        <p className="staff-card__username">{account.username}</p>
      </div>
      <div className="staff-card__chips">
        <span className={`staff-chip staff-chip--${account.role.toLowerCase()}`}>
          {roleLabel(account.role)}
        </span>
        <span
          className={`staff-chip ${account.active ? 'staff-chip--active' : 'staff-chip--inactive'}`}
        >
          {account.active ? 'Active' : 'Inactive'}
        </span>
      </div>
      <p className="staff-card__branches">{names.join(', ') || 'No branch'}</p>
      <div className="staff-card__actions">
        <Button onClick={onEdit} aria-label={`Edit ${account.displayName}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button onClick={onResetPassword} aria-label={`Reset password of ${account.displayName}`}>
          <KeyRound aria-hidden="true" />
          Reset password
        </Button>
      </div>
    </li>
  );
}
