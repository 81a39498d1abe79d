import { BrandLookScreen } from '../../features/brand-look/components/brand-look-screen';

export function Component() {
  return <BrandLookScreen />;
}
