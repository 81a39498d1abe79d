import { StaffAccountsScreen } from '../../features/staff-accounts/components/staff-accounts-screen';

export function Component() {
  return <StaffAccountsScreen />;
}
