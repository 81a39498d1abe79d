import { Outlet, useLocation, useNavigate } from 'react-router';
import { BackHeader } from '../../components/ui/back-header';
import { PATHS } from '../../lib/paths';
import { OrderingShell } from './ordering-shell';
import './back-layout.css';

const titleOf = (state: unknown): string | undefined => {
  const title = (state as { title?: unknown } | null)?.title;
  return typeof title === 'string' ? title : undefined;
};

/** /promotion-details: a back arrow header with the title it was opened with (spec section 2). */
export function Component() {
  const location = useLocation();
  const navigate = useNavigate();
  const back = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(PATHS.home, { replace: true });
  };
  return (
    <OrderingShell>
      <BackHeader title={titleOf(location.state)} onBack={back} />
      <main className="ts-back-main">
        <Outlet />
      </main>
    </OrderingShell>
  );
}
