import { ALLERGEN_LABELS } from '@tableside/shared/domain/allergens';
import { ChevronDown, GripVertical, ImageOff } from 'lucide-react';
import { type CSSProperties, memo, type Ref } from 'react';
import { Link } from 'react-router';
import { activeSizes, itemState } from '../lib/availability';
import type { IndexedItem } from '../lib/item-query';
import type { BranchClock } from '../lib/snooze';
import { AvailabilityCell } from './availability-cell';
import { FoodMark } from './food-mark';
import { ItemDetails } from './item-details';
import { PriceCell } from './price-cell';
import { useSortableRow } from './sortable-list';
import './item-cells.css';

export interface ItemRowProps {
  branchId: number;
  row: IndexedItem;
  selected: boolean;
  expanded: boolean;
  reorderable: boolean;
  now: number;
  clock: BranchClock;
  onSelect: (productId: number, selected: boolean) => void;
  onExpand: (productId: number) => void;
}

const SHOWN_TAGS = 3;

/** The drag wiring of a row in a reorderable table. */
interface DragProps {
  setNodeRef: Ref<HTMLTableRowElement>;
  style: CSSProperties;
  isDragging: boolean;
  handleProps: Record<string, unknown>;
}

/** One item of the table; memoised so a keystroke or another row's save leaves it alone. */
export const ItemRow = memo(function ItemRow(props: ItemRowProps) {
  return props.reorderable ? <SortableItemRow {...props} /> : <ItemRowView {...props} />;
});

function SortableItemRow(props: ItemRowProps) {
  const drag = useSortableRow(props.row.item.id);
  return <ItemRowView {...props} drag={drag} />;
}

/** Drag wiring only in a reorderable table: a plain table (the usual case) mounts no dnd-kit. */
function ItemRowView(props: ItemRowProps & { drag?: DragProps }) {
  const { branchId, row, selected, expanded, reorderable, now, clock, drag } = props;
  const { item } = row;
  const sizes = activeSizes(item);
  const detailsId = `item-details-${item.id}`;
  const allergenNames = item.allergens
    .map(
      (entry) =>
        `${ALLERGEN_LABELS[entry.allergen]}${entry.level === 'MAY_CONTAIN' ? ' (may contain)' : ''}`,
    )
    .join(', ');

  return (
    <>
      <tr
        ref={drag?.setNodeRef}
        style={drag?.style}
        className={`item-row${selected ? ' item-row--selected' : ''}${drag?.isDragging ? ' item-row--dragging' : ''}`}
      >
        <td className="item-row__check">
          <input
            type="checkbox"
            checked={selected}
            aria-label={`Select ${item.name}`}
            onChange={(event) => props.onSelect(item.id, event.target.checked)}
          />
        </td>
        {reorderable ? (
          <td className="item-row__handle">
            <button
              type="button"
              className="cat-row__handle"
              aria-label={`Move ${item.name}`}
              {...drag?.handleProps}
            >
              <GripVertical aria-hidden="true" />
            </button>
          </td>
        ) : null}
        <td className="item-row__thumb">
          {item.imageUrl ? (
            <img src={item.imageUrl} alt="" loading="lazy" width={48} height={48} />
          ) : (
            <span className="thumb-empty" aria-hidden="true">
              <ImageOff />
            </span>
          )}
        </td>
        <td className="item-row__name">
          <div className="item-row__title">
            <FoodMark type={item.foodType} />
            <Link to={`/menu/items/${item.id}`} className="item-link">
              {item.name}
            </Link>
            {item.archived ? <span className="chip chip--muted">Archived</span> : null}
          </div>
          <div className="item-row__meta">
            <span className="item-row__category">{row.categoryLabel}</span>
            {item.tags.slice(0, SHOWN_TAGS).map((tag) => (
              <span key={tag} className="chip">
                {tag}
              </span>
            ))}
            {item.tags.length > SHOWN_TAGS ? (
              <span className="chip chip--muted" title={item.tags.slice(SHOWN_TAGS).join(', ')}>
                +{item.tags.length - SHOWN_TAGS}
              </span>
            ) : null}
          </div>
        </td>
        <td className="item-row__category-col">{row.categoryLabel}</td>
        <td className="item-row__prices">
          {sizes.map((size) => (
            <PriceCell
              key={size.id}
              branchId={branchId}
              item={item}
              size={size}
              showName={sizes.length > 1}
            />
          ))}
        </td>
        <td className="item-row__avail">
          <AvailabilityCell
            branchId={branchId}
            item={item}
            sizes={sizes}
            state={itemState(item, now)}
            subject={item.name}
            now={now}
            clock={clock}
          />
        </td>
        <td className="item-row__allergens">
          {item.allergens.length ? (
            <span className="chip chip--warn" title={allergenNames}>
              {item.allergens.length}
              <span className="visually-hidden"> allergens: {allergenNames}</span>
            </span>
          ) : (
            <span className="muted">—</span>
          )}
        </td>
        <td className="item-row__more">
          <button
            type="button"
            className={`icon-btn expand-btn${expanded ? ' expand-btn--open' : ''}`}
            aria-expanded={expanded}
            aria-controls={expanded ? detailsId : undefined}
            aria-label={`Branch settings of ${item.name}`}
            onClick={() => props.onExpand(item.id)}
          >
            <ChevronDown aria-hidden="true" />
          </button>
        </td>
      </tr>
      {expanded ? (
        <tr id={detailsId} className="item-details-row">
          <td colSpan={reorderable ? 9 : 8}>
            <ItemDetails branchId={branchId} item={item} now={now} clock={clock} />
          </td>
        </tr>
      ) : null}
    </>
  );
}
