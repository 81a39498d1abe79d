import { TablesScreen } from '../../features/tables-admin/components/tables-screen';

export function Component() {
  return <TablesScreen />;
}
