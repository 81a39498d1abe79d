import type { TAdminBranch } from '@tableside/shared/contract/branch-admin';
import { notAllowedMessage } from '@tableside/shared/domain/staff-permissions';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState, ErrorState, PageHeader, Skeleton } from '../../../components/ui/states';
import { useCan } from '../../../lib/session';
import { useAdminBranches } from '../api/use-admin-branches';
import { useBranchWrite } from '../api/use-branch-write';
import { ArchiveBranchDialog } from './archive-branch-dialog';
import { BranchCard } from './branch-card';
import { BranchFormDialog, type BranchFormMode } from './branch-form-dialog';
import './branches.css';

/** Branches: the owner adds, edits, copies and archives the brand's branches. */
export function BranchesScreen() {
  return useCan('manageBranches') ? (
    <BranchesContent />
  ) : (
    <>
      <PageHeader title="Branches" />
      <EmptyState title={notAllowedMessage('manageBranches')} />
    </>
  );
}

function BranchesContent() {
  const list = useAdminBranches();
  const restore = useBranchWrite();
  const [form, setForm] = useState<BranchFormMode | null>(null);
  const [archiving, setArchiving] = useState<TAdminBranch | null>(null);
  // Open branches first; archived ones stay listed to be restored.
  const branches = [...(list.data?.branches ?? [])].sort(
    (a, b) => Number(a.archived) - Number(b.archived) || a.name.localeCompare(b.name),
  );
  const latestOf = (id: number) => list.data?.branches.find((b) => b.id === id);

  return (
    <>
      <PageHeader title="Branches">
        <Button variant="primary" onClick={() => setForm({ kind: 'create' })} disabled={!list.data}>
          <Plus aria-hidden="true" />
          Add branch
        </Button>
      </PageHeader>
      {list.isPending ? (
        <Skeleton count={3} height={160} />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <ul className="card-list card-list--grid" aria-label="Branches">
            {branches.map((branch) => (
              <BranchCard
                key={branch.id}
                branch={branch}
                restoring={restore.isPending && restore.variables?.kind === 'archive'}
                onEdit={() => setForm({ kind: 'edit', branch })}
                onCopy={() => setForm({ kind: 'copy', source: branch })}
                onArchive={() => setArchiving(branch)}
                onRestore={() =>
                  restore.mutate({
                    kind: 'archive',
                    branchId: branch.id,
                    body: { archived: false, version: branch.version },
                  })
                }
              />
            ))}
          </ul>
          {form ? (
            <BranchFormDialog
              mode={form}
              brand={list.data.brand}
              latest={form.kind === 'edit' ? latestOf(form.branch.id) : undefined}
              onClose={() => setForm(null)}
            />
          ) : null}
          {archiving ? (
            <ArchiveBranchDialog branch={archiving} onClose={() => setArchiving(null)} />
          ) : null}
        </>
      )}
    </>
  );
}
