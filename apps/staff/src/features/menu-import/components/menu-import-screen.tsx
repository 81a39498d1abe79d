import { notAllowedMessage } from '@tableside/shared/domain/staff-permissions';
import { EmptyState, PageHeader } from '../../../components/ui/states';
import { useCurrentBranch } from '../../../lib/branch';
import { useCan } from '../../../lib/session';
import { ExportPanel } from './export-panel';
import { ImportPanel } from './import-panel';
import './menu-import.css';

/** Menu › Import & export: the branch's menu to and from a file (owners and managers). */
export function MenuImportScreen() {
  const allowed = useCan('editMenu');
  const branch = useCurrentBranch();
  if (!allowed) {
    return (
      <>
        <PageHeader title="Import & export menu" />
        <EmptyState title={notAllowedMessage('editMenu')} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={`Import & export menu · ${branch.name}`} />
      <div className="transfer-layout">
        <ImportPanel branchId={branch.id} />
        <ExportPanel branchId={branch.id} />
      </div>
    </>
  );
}
