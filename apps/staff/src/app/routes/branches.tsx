import { BranchesScreen } from '../../features/branches/components/branches-screen';

export function Component() {
  return <BranchesScreen />;
}
