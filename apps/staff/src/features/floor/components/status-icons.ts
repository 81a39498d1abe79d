import {
  Armchair,
  Ban,
  BellRing,
  CreditCard,
  type LucideIcon,
  ReceiptText,
  ShieldCheck,
  ShieldExclamationPoint,
} from 'lucide-react';
import type { FloorStatus } from '../lib/floor-status';

export const STATUS_ICONS: Record<FloorStatus, LucideIcon> = {
  CALL_WAITER: BellRing,
  BILL_REQUESTED: ReceiptText,
  CHECKING_OUT: CreditCard,
  UNVERIFIED: ShieldExclamationPoint,
  VERIFIED: ShieldCheck,
  FREE: Armchair,
  NOT_SERVICEABLE: Ban,
};
