import { notAllowedMessage } from '@tableside/shared/domain/staff-permissions';
import { FileSpreadsheet, History, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, PageHeader } from '../../../components/ui/states';
import { useCurrentBranch } from '../../../lib/branch';
import { useCan } from '../../../lib/session';
import { HistoryPanel } from './history-panel';
import { MenuWorkspace } from './menu-workspace';
import './menu-editor.css';

/** Menu: the brand's categories and items, priced and switched at the current branch. */
export function MenuEditorScreen() {
  const allowed = useCan('editMenu');
  const branch = useCurrentBranch();
  const [historyOpen, setHistoryOpen] = useState(false);
  return (
    <div className={`menu-editor${historyOpen ? ' menu-editor--history' : ''}`}>
      <PageHeader title="Menu">
        {allowed ? (
          <>
            <button
              type="button"
              className="btn btn--secondary"
              aria-pressed={historyOpen}
              onClick={() => setHistoryOpen((open) => !open)}
            >
              <History aria-hidden="true" />
              History
            </button>
            <Link to="/menu/import" className="btn btn--secondary">
              <FileSpreadsheet aria-hidden="true" />
              Import / export
            </Link>
            <Link to="/menu/items/new" className="btn btn--primary">
              <Plus aria-hidden="true" />
              New item
            </Link>
          </>
        ) : null}
      </PageHeader>
      {allowed ? (
        <div className="menu-editor__body">
          <MenuWorkspace key={branch.id} branchId={branch.id} branchName={branch.name} />
          {historyOpen ? (
            <HistoryPanel branchId={branch.id} onClose={() => setHistoryOpen(false)} />
          ) : null}
        </div>
      ) : (
        <EmptyState title={notAllowedMessage('editMenu')} />
      )}
    </div>
  );
}
