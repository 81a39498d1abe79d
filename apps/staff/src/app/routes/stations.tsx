import { StationsScreen } from '../../features/kitchen-stations/components/stations-screen';

export function Component() {
  return <StationsScreen />;
}
