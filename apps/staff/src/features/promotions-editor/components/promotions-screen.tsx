import type { TAdminPromotion } from '@tableside/shared/contract/promotions-admin';
import { notAllowedMessage } from '@tableside/shared/domain/staff-permissions';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState, ErrorState, PageHeader, Skeleton } from '../../../components/ui/states';
import { useCurrentBranch } from '../../../lib/branch';
import { useCan } from '../../../lib/session';
import { usePromotionWrite } from '../api/use-promotion-writes';
import { usePromotionsAdmin } from '../api/use-promotions';
import { guestView } from '../lib/promotion-status';
import { moveBy } from '../lib/reorder';
import { CarouselPreview } from './carousel-preview';
import { GroupCard } from './group-card';
import { GroupFormDialog } from './group-form-dialog';
import { PromotionEditor } from './promotion-editor';
import './promotions.css';

/** Promotions: the For You tab's groups and promotions of the branch, with a guest preview. */
export function PromotionsScreen() {
  return useCan('editMenu') ? (
    <PromotionsContent />
  ) : (
    <>
      <PageHeader title="Promotions" />
      <EmptyState title={notAllowedMessage('editMenu')} />
    </>
  );
}

type Open =
  | { kind: 'group'; groupId?: number }
  | { kind: 'promotion'; groupId: number; promotion?: TAdminPromotion }
  | null;

function PromotionsContent() {
  const branch = useCurrentBranch();
  const list = usePromotionsAdmin(branch.id);
  const write = usePromotionWrite(branch.id);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const now = new Date();

  if (list.isPending) return <Skeleton count={4} height={120} />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  const { groups } = list.data;
  const editing = open?.kind === 'promotion' ? groups.find((g) => g.id === open.groupId) : null;

  if (open?.kind === 'promotion' && editing) {
    return (
      <>
        <PageHeader title="Promotions" />
        <PromotionEditor
          key={open.promotion?.id ?? 'new'}
          branchId={branch.id}
          group={editing}
          promotion={open.promotion}
          choices={list.data}
          onDone={close}
        />
      </>
    );
  }

  const moveGroup = (index: number, delta: number) =>
    write.mutate({ kind: 'groupOrder', orderedIds: moveBy(groups, index, delta).map((g) => g.id) });
  const editedGroup =
    open?.kind === 'group' ? groups.find((g) => g.id === open.groupId) : undefined;

  return (
    <>
      <PageHeader title="Promotions">
        <Button variant="primary" onClick={() => setOpen({ kind: 'group' })}>
          <Plus aria-hidden="true" />
          Add group
        </Button>
      </PageHeader>
      <div className="promo-layout">
        {groups.length === 0 ? (
          <EmptyState title="No promotion groups yet">
            Add a group, then its promotions: guests see them on the For You tab.
          </EmptyState>
        ) : (
          <ol className="card-list" aria-label="Promotion groups">
            {groups.map((group, index) => (
              <GroupCard
                key={group.id}
                branchId={branch.id}
                group={group}
                choices={list.data}
                now={now}
                position={{ index, count: groups.length, onMove: (d) => moveGroup(index, d) }}
                onEditGroup={() => setOpen({ kind: 'group', groupId: group.id })}
                onEditPromotion={(promotion) =>
                  setOpen({ kind: 'promotion', groupId: group.id, promotion })
                }
              />
            ))}
          </ol>
        )}
        <aside className="promo-layout__preview" aria-label="What guests see now">
          <h2>What guests see now</h2>
          <CarouselPreview groups={guestView(groups, now)} />
        </aside>
      </div>
      {open?.kind === 'group' ? (
        <GroupFormDialog
          key={open.groupId ?? 'new'}
          branchId={branch.id}
          group={editedGroup}
          onClose={close}
        />
      ) : null}
    </>
  );
}
