import type { TCatalogueItem } from '@tableside/shared/contract/catalogue';
import { formatInr } from '@tableside/shared/domain/money';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api';
import { useItemAtBranch } from '../api/use-branch-controls';
import { activeSizes, sizeState } from '../lib/availability';
import type { BranchClock } from '../lib/snooze';
import { AvailabilityCell } from './availability-cell';
import { PriceCell } from './price-cell';

interface ItemDetailsProps {
  branchId: number;
  item: TCatalogueItem;
  now: number;
  clock: BranchClock;
}

/** The row's drawer: each size's price, switch and snooze at this branch; on or off its menu. */
export function ItemDetails({ branchId, item, now, clock }: ItemDetailsProps) {
  const onMenu = useItemAtBranch(branchId);
  const [error, setError] = useState<string | null>(null);
  const sizes = activeSizes(item);
  const toggleMenu = () => {
    setError(null);
    onMenu.mutate(
      { item, onMenu: !item.onMenu },
      { onError: (caught) => setError(errorMessage(caught)) },
    );
  };

  return (
    <div className="item-details">
      {item.onMenu ? (
        <table className="size-table">
          <caption className="visually-hidden">Sizes of {item.name} at this branch</caption>
          <thead>
            <tr>
              <th scope="col">Size</th>
              <th scope="col">Brand price</th>
              <th scope="col">Price here</th>
              <th scope="col">Availability</th>
            </tr>
          </thead>
          <tbody>
            {sizes.map((size) => {
              const state = sizeState(size, now);
              return (
                <tr key={size.id}>
                  <th scope="row">
                    {size.name}{' '}
                    {size.isDefault ? <span className="chip chip--muted">Default</span> : null}
                  </th>
                  <td className="money">{formatInr(size.defaultPrice)}</td>
                  <td>
                    <PriceCell branchId={branchId} item={item} size={size} showName={false} />
                  </td>
                  <td>
                    <AvailabilityCell
                      branchId={branchId}
                      item={item}
                      sizes={[size]}
                      state={
                        state === 'snoozed'
                          ? { kind: 'snoozed', until: size.snoozedUntil ?? '' }
                          : { kind: state }
                      }
                      subject={`${item.name} (${size.name})`}
                      now={now}
                      clock={clock}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <p>This item is in the brand's catalogue but not on this branch's menu.</p>
      )}
      <div className="item-details__actions">
        <Button
          variant={item.onMenu ? 'danger' : 'primary'}
          busy={onMenu.isPending}
          onClick={toggleMenu}
          disabled={item.archived}
        >
          {item.onMenu ? "Take off this branch's menu" : "Add to this branch's menu"}
        </Button>
        <Link to={`/menu/items/${item.id}`} className="btn btn--secondary">
          <Pencil aria-hidden="true" />
          Edit item
        </Link>
        {error ? (
          <span className="inline-error" role="alert">
            {error}
          </span>
        ) : null}
      </div>
    </div>
  );
}
