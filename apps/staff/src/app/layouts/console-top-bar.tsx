import type { TStaffBranch } from '@tableside/shared/contract/staff-console';
import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useLogout } from '../../features/auth/api/use-logout';
import { HoursStatusChip } from '../../features/branch-hours/components/hours-status-chip';
import { AccountActions } from '../../features/quick-switch/components/account-actions';
import { selectBranch, useBranches } from '../../lib/branch';
import { useRealtimeConnected } from '../../lib/realtime';
import { useStaff } from '../../lib/session';

const ROLE_NAMES = {
  OWNER: 'Owner',
  MANAGER: 'Manager',
  CUSTOMER_ASSOCIATE: 'Associate',
  WAITER: 'Waiter',
  KITCHEN: 'Kitchen',
} as const;

export function ConsoleTopBar({ branch }: { branch: TStaffBranch }) {
  const staff = useStaff();
  const branches = useBranches().data ?? [];
  const live = useRealtimeConnected();
  const navigate = useNavigate();
  const logout = useLogout(() => navigate('/login', { replace: true }));

  return (
    <header className="topbar">
      <div className="topbar__where">
        <span className="topbar__brand">{branch.brandName}</span>
        {branches.length > 1 ? (
          <label className="topbar__branch">
            <span className="visually-hidden">Branch</span>
            <select
              value={branch.id}
              onChange={(event) => selectBranch(Number(event.target.value))}
            >
              {branches.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <span className="topbar__branch-name">{branch.name}</span>
        )}
      </div>
      <span className={`live ${live ? 'live--on' : ''}`} role="status">
        {live ? 'Live' : 'Reconnecting…'}
      </span>
      <HoursStatusChip branchId={branch.id} />
      <div className="topbar__who">
        <span className="topbar__name">{staff.name}</span>
        <span className="topbar__role">{ROLE_NAMES[staff.role]}</span>
      </div>
      <AccountActions />
      <button
        type="button"
        className="icon-btn"
        aria-label="Sign out"
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
      >
        <LogOut aria-hidden="true" />
      </button>
    </header>
  );
}
