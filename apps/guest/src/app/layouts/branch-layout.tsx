import { useState } from 'react';
import { Outlet } from 'react-router';
import { CallWaiterSheet } from '../../features/call-waiter/components/call-waiter-sheet';
import { AppFooter } from '../../features/footer/components/app-footer';
import { BranchHeader } from '../../features/table-header/components/branch-header';
import { OrderingShell } from './ordering-shell';
import './branch-layout.css';

/** /home, /order and /re-order: the branch header on top, the footer below (spec section 2). */
export function Component() {
  const [callWaiterOpen, setCallWaiterOpen] = useState(false);
  return (
    <OrderingShell>
      <BranchHeader />
      <main className="ts-branch-main">
        <Outlet />
      </main>
      <AppFooter onCallWaiter={() => setCallWaiterOpen(true)} />
      <CallWaiterSheet open={callWaiterOpen} onClose={() => setCallWaiterOpen(false)} />
    </OrderingShell>
  );
}
