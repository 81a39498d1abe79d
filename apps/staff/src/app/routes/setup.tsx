import { SetupScreen } from '../../features/setup/components/setup-screen';

export function Component() {
  return <SetupScreen />;
}
