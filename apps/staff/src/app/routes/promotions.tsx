import { PromotionsScreen } from '../../features/promotions-editor/components/promotions-screen';

export function Component() {
  return <PromotionsScreen />;
}
