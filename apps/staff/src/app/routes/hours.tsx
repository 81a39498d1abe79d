import { HoursScreen } from '../../features/branch-hours/components/hours-screen';

export function Component() {
  return <HoursScreen />;
}
