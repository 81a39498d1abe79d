import { StockScreen } from '../../features/stock/components/stock-screen';

export function Component() {
  return <StockScreen />;
}
