import type { TOrder } from '@tableside/shared/contract/order';
import { MSG } from '@tableside/shared/domain/messages';
import { UsersRound } from 'lucide-react';
import { Banner } from '../../../components/ui/banner';
import { useOrder } from '../../../lib/order-query';
import './pin-share-note.css';

const selectCode = (order: TOrder) => order.code;

/** For You: the table PIN to share, so friends can join the table (spec section 2). */
export function PinShareNote() {
  const code = useOrder(selectCode).data;
  return (
    <Banner
      tone="info"
      icon={<UsersRound size={20} />}
      title={MSG.pinShareNote}
      aside={
        <p className="ts-pin-note__code">
          <span className="ts-pin-note__label">PIN</span>
          <span className="ts-pin-note__digits">{code ?? '····'}</span>
        </p>
      }
    />
  );
}
