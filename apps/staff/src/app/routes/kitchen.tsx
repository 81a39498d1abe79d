import { KitchenScreen } from '../../features/kitchen/components/kitchen-screen';

export function Component() {
  return <KitchenScreen />;
}
