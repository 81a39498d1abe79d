import { MenuImportScreen } from '../../features/menu-import/components/menu-import-screen';

export function Component() {
  return <MenuImportScreen />;
}
