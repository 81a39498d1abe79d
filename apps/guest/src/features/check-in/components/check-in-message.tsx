import { MSG } from '@tableside/shared/domain/messages';
import { Ban, Hourglass, ScanQrCode } from 'lucide-react';
import { StatusPanel, type StatusTone } from '../../../components/ui/status-panel';

const LOOK: Record<string, { icon: typeof Ban; tone: StatusTone }> = {
  [MSG.notServiceable]: { icon: Ban, tone: 'warning' },
  [MSG.beingCheckedOut]: { icon: Hourglass, tone: 'info' },
  [MSG.tableNotIdentified]: { icon: ScanQrCode, tone: 'error' },
};

/** The entry page when the table cannot take a check-in (spec section 4 messages). */
export function CheckInMessage({ message }: { message: string }) {
  const look = LOOK[message] ?? { icon: ScanQrCode, tone: 'neutral' };
  const Icon = look.icon;
  return <StatusPanel role="alert" tone={look.tone} icon={<Icon size={40} />} message={message} />;
}
