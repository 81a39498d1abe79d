import { PricingScreen } from '../../features/pricing-rules/components/pricing-screen';

export function Component() {
  return <PricingScreen />;
}
