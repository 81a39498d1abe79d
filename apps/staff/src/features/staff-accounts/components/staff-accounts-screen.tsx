import type { TStaffAccount } from '@tableside/shared/contract/staff-accounts';
import { notAllowedMessage } from '@tableside/shared/domain/staff-permissions';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState, ErrorState, PageHeader, Skeleton } from '../../../components/ui/states';
import { useCan, useStaff } from '../../../lib/session';
import { useStaffAccounts } from '../api/use-staff-accounts';
import { CreateStaffDialog } from './create-staff-dialog';
import { EditStaffDialog } from './edit-staff-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { StaffAccountCard } from './staff-account-card';
import './staff-accounts.css';

/** Staff: the owner adds people, sets their role and branches, and resets passwords. */
export function StaffAccountsScreen() {
  return useCan('manageStaff') ? (
    <StaffAccountsContent />
  ) : (
    <>
      <PageHeader title="Staff" />
      <EmptyState title={notAllowedMessage('manageStaff')} />
    </>
  );
}

type Open = { kind: 'create' } | { kind: 'edit' | 'password'; account: TStaffAccount } | null;

function StaffAccountsContent() {
  const me = useStaff();
  const accounts = useStaffAccounts();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  return (
    <>
      <PageHeader title="Staff">
        <Button
          variant="primary"
          onClick={() => setOpen({ kind: 'create' })}
          disabled={!accounts.data}
        >
          <Plus aria-hidden="true" />
          Add staff member
        </Button>
      </PageHeader>
      {accounts.isPending ? (
        <Skeleton count={5} height={96} />
      ) : accounts.isError ? (
        <ErrorState error={accounts.error} onRetry={() => void accounts.refetch()} />
      ) : (
        <>
          <ul className="staff-list" aria-label="Staff accounts">
            {accounts.data.accounts.map((account) => (
              <StaffAccountCard
                key={account.id}
                account={account}
                branches={accounts.data.branches}
                isYou={account.id === me.id}
                onEdit={() => setOpen({ kind: 'edit', account })}
                onResetPassword={() => setOpen({ kind: 'password', account })}
              />
            ))}
          </ul>
          <CreateStaffDialog
            open={open?.kind === 'create'}
            onClose={close}
            branches={accounts.data.branches}
          />
          {open?.kind === 'edit' ? (
            <EditStaffDialog
              key={open.account.id}
              account={open.account}
              branches={accounts.data.branches}
              onClose={close}
            />
          ) : null}
          {open?.kind === 'password' ? (
            <ResetPasswordDialog key={open.account.id} account={open.account} onClose={close} />
          ) : null}
        </>
      )}
    </>
  );
}
