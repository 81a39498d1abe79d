import { RestaurantHub } from '../../features/restaurant-hub/components/restaurant-hub';

export function Component() {
  return <RestaurantHub />;
}
