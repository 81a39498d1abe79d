import type { TBillShare, TSplitBill } from '@tableside/shared/contract/bill-share';
import { formatInr } from '@tableside/shared/domain/money';
import { METHOD_LABEL, shareStatus, shareWay } from '../lib/share-view';

/**
 * The guests' shares of a split bill, kept live with the bill (staffOrderUpdate follows
 * every share change): what is paid, being paid and left, and each share as it stands.
 */
export function SplitSharesCard({ split }: { split: TSplitBill }) {
  return (
    <section className="checkout-card" aria-labelledby="checkout-split-title">
      <h2 id="checkout-split-title" className="checkout-card__title">
        Split bill
      </h2>
      <dl className="order-facts split-totals">
        <div>
          <dt>Paid so far</dt>
          <dd className="money">{formatInr(split.paidAmount)}</dd>
        </div>
        <div>
          <dt>Being paid</dt>
          <dd className="money">{formatInr(split.heldAmount)}</dd>
        </div>
        <div>
          <dt>Remaining</dt>
          <dd className="money">{formatInr(split.remainingAmount)}</dd>
        </div>
      </dl>
      {split.shares.length === 0 ? (
        <p className="checkout-card__note">
          No guest has paid a share yet. Guests can split this bill from their phones.
        </p>
      ) : (
        <ul className="split-shares" aria-label="Shares">
          {split.shares.map((share) => (
            <ShareRow key={share.id} share={share} way={shareWay(share, split)} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ShareRow({ share, way }: { share: TBillShare; way: string }) {
  const status = shareStatus(share);
  return (
    <li className="split-share" aria-label={`${share.payerName}: ${way}`}>
      <div className="split-share__head">
        <span className="split-share__who">{share.payerName}</span>
        <span className="split-share__amount money">{formatInr(share.amount)}</span>
      </div>
      <p className="split-share__way">{way}</p>
      <div className="split-share__facts">
        <span className={`share-status share-status--${status.tone}`}>{status.label}</span>
        <span>{METHOD_LABEL[share.method]}</span>
        {share.tip > 0 ? <span className="money">Tip {formatInr(share.tip)}</span> : null}
      </div>
    </li>
  );
}
