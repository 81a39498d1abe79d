import type { TStaffAccount, TStaffAccountBranch } from '@tableside/shared/contract/staff-accounts';
import type { StaffRole } from '@tableside/shared/domain/enums';
import { KeyRound, Pencil, Power, RectangleEllipsis } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { roleLabel } from '../lib/staff-roles';

export type CardAction = 'edit' | 'password' | 'pin' | 'active';

/** Owners and managers stand out; the other roles keep the plain chip. */
const ROLE_PILL: Partial<Record<StaffRole, string>> = {
  OWNER: ' pill--checkout',
  MANAGER: ' pill--open',
};

interface StaffAccountCardProps {
  account: TStaffAccount;
  branches: TStaffAccountBranch[];
  isYou: boolean;
  /** Whether the signed-in member may change this account (domain/staff-management.ts). */
  manageable: boolean;
  onAction: (action: CardAction) => void;
}

export function StaffAccountCard({
  account,
  branches,
  isYou,
  manageable,
  onAction,
}: StaffAccountCardProps) {
  const names = branches.filter((b) => account.branchIds.includes(b.id)).map((b) => b.displayName);
  const who = account.displayName;
  return (
    <li className={`card staff-card${account.active ? '' : ' card--muted'}`}>
      <div className="staff-card__who">
        <p className="staff-card__name">
          {who}
          {isYou ? <span className="staff-card__you"> (you)</span> : null}
        </p>
        <p className="staff-card__username">{account.username}</p>
      </div>
      <div className="card__row">
        <span className={`pill${ROLE_PILL[account.role] ?? ''}`}>{roleLabel(account.role)}</span>
        <span className={`pill ${account.active ? 'pill--free' : 'pill--alert'}`}>
          {account.active ? 'Active' : 'Inactive'}
        </span>
      </div>
      <p className="staff-card__branches">{names.join(', ') || 'No branch of yours'}</p>
      <p className="staff-card__pin">{account.hasPin ? 'Quick-switch PIN set' : 'No PIN'}</p>
      {manageable ? (
        <div className="card__row">
          <Button onClick={() => onAction('edit')} aria-label={`Edit ${who}`}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <Button onClick={() => onAction('password')} aria-label={`Reset password of ${who}`}>
            <KeyRound aria-hidden="true" />
            Reset password
          </Button>
          <Button onClick={() => onAction('pin')} aria-label={`PIN of ${who}`}>
            <RectangleEllipsis aria-hidden="true" />
            PIN
          </Button>
          <Button
            variant={account.active ? 'danger' : 'secondary'}
            onClick={() => onAction('active')}
            aria-label={`${account.active ? 'Deactivate' : 'Reactivate'} ${who}`}
          >
            <Power aria-hidden="true" />
            {account.active ? 'Deactivate' : 'Reactivate'}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
