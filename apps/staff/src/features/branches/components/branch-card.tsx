import type { TAdminBranch } from '@tableside/shared/contract/branch-admin';
import { findCountry } from '@tableside/shared/domain/phone';
import { Archive, ArchiveRestore, Copy, Pencil } from 'lucide-react';
import { Button } from '../../../components/ui/button';

interface BranchCardProps {
  branch: TAdminBranch;
  restoring: boolean;
  onEdit: () => void;
  onCopy: () => void;
  onArchive: () => void;
  onRestore: () => void;
}

/** One branch: who it is to guests, where, and what it sets for itself. */
export function BranchCard({
  branch,
  restoring,
  onEdit,
  onCopy,
  onArchive,
  onRestore,
}: BranchCardProps) {
  const own = [
    branch.currency ? `Currency ${branch.currency}` : null,
    branch.country ? `Phones: ${findCountry(branch.country)?.name ?? branch.country}` : null,
    branch.termsText !== null ? 'Own terms' : null,
  ].filter((x): x is string => x !== null);
  return (
    <li className={`card branch-card${branch.archived ? ' card--muted' : ''}`}>
      <div>
        <h2 className="branch-card__name">
          {branch.name}
          {branch.archived ? <span className="pill">Archived</span> : null}
        </h2>
        <p className="branch-card__meta">
          {branch.displayName} · {branch.shortName}
        </p>
      </div>
      {branch.address ? <p className="branch-card__address">{branch.address}</p> : null}
      <p className="branch-card__meta">
        {branch.timeZone.replaceAll('_', ' ')}
        {own.length > 0 ? ` · ${own.join(' · ')}` : ''}
      </p>
      <div className="card__row branch-card__actions">
        {branch.archived ? (
          <Button onClick={onRestore} busy={restoring} aria-label={`Restore ${branch.name}`}>
            <ArchiveRestore aria-hidden="true" />
            Restore
          </Button>
        ) : (
          <>
            <Button onClick={onEdit} aria-label={`Edit ${branch.name}`}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
            <Button onClick={onCopy} aria-label={`Copy to new branch: ${branch.name}`}>
              <Copy aria-hidden="true" />
              Copy to new branch
            </Button>
            <Button variant="ghost" onClick={onArchive} aria-label={`Archive ${branch.name}`}>
              <Archive aria-hidden="true" />
              Archive
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
