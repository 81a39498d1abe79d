import type { TCatalogueChange } from '@tableside/shared/contract/catalogue-extras';
import { RefreshCw, Undo2, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState, ErrorState, Skeleton } from '../../../components/ui/states';
import { useCatalogueHistory, useUndoChange } from '../api/use-history';
import './history-panel.css';

interface HistoryPanelProps {
  branchId: number;
  onClose: () => void;
}

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** Who changed what in the catalogue, newest first, with Undo where it is still possible. */
export function HistoryPanel({ branchId, onClose }: HistoryPanelProps) {
  const history = useCatalogueHistory(branchId, true);
  const undo = useUndoChange(branchId);

  return (
    <aside className="history" aria-labelledby="history-title">
      <header className="history__header">
        <h2 id="history-title">History</h2>
        <button
          type="button"
          className="icon-btn"
          aria-label="Refresh history"
          disabled={history.isFetching}
          onClick={() => void history.refetch()}
        >
          <RefreshCw aria-hidden="true" />
        </button>
        <button type="button" className="icon-btn" aria-label="Close history" onClick={onClose}>
          <X aria-hidden="true" />
        </button>
      </header>
      {history.isPending ? (
        <Skeleton count={5} height={56} />
      ) : history.isError ? (
        <ErrorState error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.changes.length === 0 ? (
        <EmptyState title="No changes yet">
          Changes to the menu show here, with who made them.
        </EmptyState>
      ) : (
        <ol className="history__list">
          {history.data.changes.map((change) => (
            <HistoryEntry
              key={change.id}
              change={change}
              busy={undo.isPending && undo.variables === change.id}
              disabled={undo.isPending}
              onUndo={() => undo.mutate(change.id)}
            />
          ))}
        </ol>
      )}
    </aside>
  );
}

function HistoryEntry({
  change,
  busy,
  disabled,
  onUndo,
}: {
  change: TCatalogueChange;
  busy: boolean;
  disabled: boolean;
  onUndo: () => void;
}) {
  return (
    <li className={`history__entry${change.undone ? ' history__entry--undone' : ''}`}>
      <p className="history__summary">{change.summary}</p>
      <p className="history__meta">
        <span>{change.staffName ?? 'System'}</span>
        <span aria-hidden="true"> · </span>
        <time dateTime={change.at}>{when.format(new Date(change.at))}</time>
        {change.undone ? <span className="chip chip--muted">Undone</span> : null}
      </p>
      {change.undoable && !change.undone ? (
        <Button
          className="history__undo"
          variant="ghost"
          busy={busy}
          disabled={disabled}
          onClick={onUndo}
          aria-label={`Undo: ${change.summary}`}
        >
          <Undo2 aria-hidden="true" />
          Undo
        </Button>
      ) : null}
    </li>
  );
}
