import type {
  TAdminPromotion,
  TAdminPromotionGroup,
  TPromotionsAdminResponse,
} from '@tableside/shared/contract/promotions-admin';
import { ArrowDown, ArrowUp, Pencil, Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { usePromotionWrite } from '../api/use-promotion-writes';
import { type PromotionStatus, promotionStatus, STATUS_LABELS } from '../lib/promotion-status';
import { moveBy } from '../lib/reorder';

interface Props {
  branchId: number;
  group: TAdminPromotionGroup;
  choices: TPromotionsAdminResponse;
  position: { index: number; count: number; onMove: (delta: number) => void };
  onEditGroup: () => void;
  onEditPromotion: (promotion?: TAdminPromotion) => void;
  now: Date;
}

/** Live and scheduled promotions read as such; ended and paused ones keep the plain chip. */
const STATUS_PILL: Record<PromotionStatus, string> = {
  live: ' pill--free',
  scheduled: ' pill--open',
  ended: '',
  paused: '',
  deleted: ' pill--alert',
  noBanner: ' pill--alert',
};

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : null;

function opensText(p: TAdminPromotion, choices: TPromotionsAdminResponse) {
  if (p.linkCategoryId !== null) {
    const label = choices.categories.find((c) => c.id === p.linkCategoryId)?.label;
    return `Opens ${label ?? 'a category'}`;
  }
  if (p.productIds.length > 0)
    return `${p.productIds.length} item${p.productIds.length === 1 ? '' : 's'}`;
  return 'Banner only';
}

/** A group with its promotions: order, edit, delete and restore, each a keyboard control. */
export function GroupCard({
  branchId,
  group,
  choices,
  position,
  onEditGroup,
  onEditPromotion,
  now,
}: Props) {
  const write = usePromotionWrite(branchId);
  const movePromotion = (index: number, delta: number) =>
    write.mutate({
      kind: 'promotionOrder',
      groupId: group.id,
      orderedIds: moveBy(group.promotions, index, delta).map((p) => p.id),
    });

  return (
    <li className={`card promo-group${group.archived ? ' card--muted' : ''}`}>
      <header className="promo-group__header">
        <div>
          <h2 className="promo-group__title">
            {group.mainHeader}
            {group.archived ? (
              <span className="pill pill--compact pill--alert">Archived</span>
            ) : null}
          </h2>
          <p className="promo-group__meta">
            {group.subHeader ? `${group.subHeader} · ` : ''}
            {group.containerSize === 'TWO_BY_TWO' ? '2 × 2 grid' : 'Carousel'}
          </p>
        </div>
        <div className="card__row promo-group__actions">
          <button
            type="button"
            className="icon-btn"
            aria-label={`Move group ${group.mainHeader} up`}
            disabled={position.index === 0 || write.isPending}
            onClick={() => position.onMove(-1)}
          >
            <ArrowUp aria-hidden="true" />
          </button>
          <button
            type="button"
            className="icon-btn"
            aria-label={`Move group ${group.mainHeader} down`}
            disabled={position.index === position.count - 1 || write.isPending}
            onClick={() => position.onMove(1)}
          >
            <ArrowDown aria-hidden="true" />
          </button>
          <Button onClick={onEditGroup} aria-label={`Edit group ${group.mainHeader}`}>
            <Pencil aria-hidden="true" />
            Edit group
          </Button>
          <Button
            variant={group.archived ? 'secondary' : 'ghost'}
            aria-label={`${group.archived ? 'Restore' : 'Archive'} group ${group.mainHeader}`}
            busy={write.isPending && write.variables?.kind === 'archiveGroup'}
            onClick={() =>
              write.mutate({
                kind: 'archiveGroup',
                groupId: group.id,
                archived: !group.archived,
                version: group.version,
              })
            }
          >
            {group.archived ? 'Restore group' : 'Archive group'}
          </Button>
        </div>
      </header>
      {group.promotions.length === 0 ? (
        <p className="promo-group__empty">No promotions in this group yet.</p>
      ) : (
        <ol className="card-list" aria-label={`Promotions of ${group.mainHeader}`}>
          {group.promotions.map((p, index) => {
            const status = promotionStatus(p, now);
            const from = when(p.activeFrom);
            const to = when(p.activeTo);
            return (
              <li key={p.id} className={`promo-row promo-row--${status}`}>
                {p.bannerUrl ? (
                  <img className="promo-row__thumb" src={p.bannerUrl} alt="" />
                ) : (
                  <span className="promo-row__thumb" />
                )}
                <div className="promo-row__text">
                  <p className="promo-row__title">
                    {p.title}
                    <span className={`pill pill--compact${STATUS_PILL[status]}`}>
                      {STATUS_LABELS[status]}
                    </span>
                  </p>
                  <p className="promo-row__meta">
                    {opensText(p, choices)}
                    {from || to ? ` · ${from ?? 'now'} – ${to ?? 'no end'}` : ''}
                  </p>
                </div>
                <div className="card__row promo-row__actions">
                  <button
                    type="button"
                    className="icon-btn"
                    aria-label={`Move ${p.title} up`}
                    disabled={index === 0 || write.isPending}
                    onClick={() => movePromotion(index, -1)}
                  >
                    <ArrowUp aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className="icon-btn"
                    aria-label={`Move ${p.title} down`}
                    disabled={index === group.promotions.length - 1 || write.isPending}
                    onClick={() => movePromotion(index, 1)}
                  >
                    <ArrowDown aria-hidden="true" />
                  </button>
                  <Button onClick={() => onEditPromotion(p)} aria-label={`Edit ${p.title}`}>
                    Edit
                  </Button>
                  <Button
                    variant="ghost"
                    aria-label={`${p.archived ? 'Restore' : 'Delete'} ${p.title}`}
                    onClick={() =>
                      write.mutate({
                        kind: 'archivePromotion',
                        groupId: group.id,
                        promotionId: p.id,
                        archived: !p.archived,
                        version: p.version,
                      })
                    }
                  >
                    {p.archived ? 'Restore' : 'Delete'}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div>
        <Button onClick={() => onEditPromotion()}>
          <Plus aria-hidden="true" />
          Add promotion
        </Button>
      </div>
    </li>
  );
}
