import type { TStaffAccount } from '@tableside/shared/contract/staff-accounts';
import { canManage } from '@tableside/shared/domain/staff-management';
import { notAllowedMessage } from '@tableside/shared/domain/staff-permissions';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState, ErrorState, PageHeader, Skeleton } from '../../../components/ui/states';
import { useCan, useStaff } from '../../../lib/session';
import { useStaffAccounts } from '../api/use-staff-accounts';
import { filterAccounts, NO_FILTER } from '../lib/staff-filter';
import { ActiveConfirmDialog } from './active-confirm-dialog';
import { CreateStaffDialog } from './create-staff-dialog';
import { EditStaffDialog } from './edit-staff-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { type SignInDetails, SignInDetailsDialog } from './sign-in-details-dialog';
import { type CardAction, StaffAccountCard } from './staff-account-card';
import { StaffFilters } from './staff-filters';
import { StaffPinDialog } from './staff-pin-dialog';
import './staff-accounts.css';

/**
 * Staff: an owner manages everyone; a manager adds and looks after the floor and kitchen staff
 * of his branches (the same rule the server enforces hides what he may not change).
 */
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

type Open =
  | { kind: 'create' }
  | { kind: CardAction; account: TStaffAccount }
  | { kind: 'details'; details: SignInDetails }
  | null;

function StaffAccountsContent() {
  const me = useStaff();
  const accounts = useStaffAccounts();
  const [filter, setFilter] = useState(NO_FILTER);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const dialogFor = (kind: CardAction) =>
    open && open.kind === kind && 'account' in open ? open.account : null;

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
        <StaffList
          data={accounts.data}
          filter={filter}
          onFilter={setFilter}
          meId={me.id}
          manageable={(account) => canManage(me, account)}
          onAction={(account, kind) => setOpen({ kind, account })}
        />
      )}
      {accounts.data ? (
        <CreateStaffDialog
          open={open?.kind === 'create'}
          // The native dialog reports its close after the sign-in details have opened: that
          // late report must not close them.
          onClose={() => setOpen((current) => (current?.kind === 'create' ? null : current))}
          onCreated={(details) => setOpen({ kind: 'details', details })}
          branches={accounts.data.branches}
        />
      ) : null}
      <AccountDialogs
        open={open}
        dialogFor={dialogFor}
        branches={accounts.data?.branches ?? []}
        onClose={close}
      />
    </>
  );
}

function StaffList(props: {
  data: NonNullable<ReturnType<typeof useStaffAccounts>['data']>;
  filter: typeof NO_FILTER;
  onFilter: (filter: typeof NO_FILTER) => void;
  meId: number;
  manageable: (account: TStaffAccount) => boolean;
  onAction: (account: TStaffAccount, kind: CardAction) => void;
}) {
  const shown = filterAccounts(props.data.accounts, props.filter);
  return (
    <>
      <StaffFilters value={props.filter} onChange={props.onFilter} branches={props.data.branches} />
      {shown.length === 0 ? (
        <EmptyState title="Nobody matches these filters." />
      ) : (
        <ul className="card-list card-list--grid" aria-label="Staff accounts">
          {shown.map((account) => (
            <StaffAccountCard
              key={account.id}
              account={account}
              branches={props.data.branches}
              isYou={account.id === props.meId}
              manageable={props.manageable(account)}
              onAction={(kind) => props.onAction(account, kind)}
            />
          ))}
        </ul>
      )}
    </>
  );
}

function AccountDialogs(props: {
  open: Open;
  dialogFor: (kind: CardAction) => TStaffAccount | null;
  branches: NonNullable<ReturnType<typeof useStaffAccounts>['data']>['branches'];
  onClose: () => void;
}) {
  const { open, dialogFor, onClose } = props;
  const edit = dialogFor('edit');
  const password = dialogFor('password');
  const pin = dialogFor('pin');
  const active = dialogFor('active');
  return (
    <>
      {edit ? (
        <EditStaffDialog key={edit.id} account={edit} branches={props.branches} onClose={onClose} />
      ) : null}
      {password ? (
        <ResetPasswordDialog key={password.id} account={password} onClose={onClose} />
      ) : null}
      {pin ? <StaffPinDialog key={pin.id} account={pin} onClose={onClose} /> : null}
      {active ? <ActiveConfirmDialog key={active.id} account={active} onClose={onClose} /> : null}
      {open?.kind === 'details' ? (
        <SignInDetailsDialog details={open.details} onClose={onClose} />
      ) : null}
    </>
  );
}
