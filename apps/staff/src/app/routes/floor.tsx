import { AssignAssociate } from '../../features/assign-associate/components/assign-associate';
import { FloorScreen } from '../../features/floor/components/floor-screen';
import { useCan } from '../../lib/session';

export function Component() {
  const canAssign = useCan('assignAssociate');
  return (
    <FloorScreen
      tableAction={canAssign ? (table) => <AssignAssociate table={table} /> : undefined}
    />
  );
}
