import type { TStaffBranch } from '@tableside/shared/contract/staff-console';
import { can } from '@tableside/shared/domain/staff-permissions';
import { Navigate, Outlet, useLocation } from 'react-router';
import { EmptyState, ErrorState, Skeleton } from '../../components/ui/states';
import { isUnauthorised } from '../../lib/api';
import { useBranches, useCurrentBranchOrNull } from '../../lib/branch';
import { useLiveSync } from '../../lib/live-sync';
import { useMe } from '../../lib/session';
import { NAV_ITEMS } from '../nav-items';
import { ConsoleNav } from './console-nav';
import { ConsoleTopBar } from './console-top-bar';
import './console-layout.css';

/** Signed-in shell: waits for the member and their branch, keeps the branch live. */
export function ConsoleLayout() {
  const me = useMe();
  const branches = useBranches();
  const branch = useCurrentBranchOrNull();
  const location = useLocation();

  if (me.isError && isUnauthorised(me.error)) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }
  if (me.isError) return <ErrorState error={me.error} onRetry={() => void me.refetch()} />;
  if (branches.isError) {
    return <ErrorState error={branches.error} onRetry={() => void branches.refetch()} />;
  }
  if (!me.data || !branches.data) return <ShellSkeleton />;
  if (!branch) return <EmptyState title="You are not assigned to any branch yet." />;
  const items = NAV_ITEMS.filter((item) => can(me.data.role, item.action));
  return <LiveShell branch={branch} items={items} />;
}

function LiveShell({ branch, items }: { branch: TStaffBranch; items: typeof NAV_ITEMS }) {
  useLiveSync(branch);
  return (
    <div className="shell">
      <ConsoleTopBar branch={branch} />
      <ConsoleNav items={items} />
      <main className="shell__main" id="main">
        <Outlet />
      </main>
    </div>
  );
}

function ShellSkeleton() {
  return (
    <div className="shell__loading">
      <Skeleton count={6} height={88} />
    </div>
  );
}
