import { MSG } from '@tableside/shared/domain/messages';
import { ScanQrCode } from 'lucide-react';
import { useEffect } from 'react';
import { StatusPanel } from '../../components/ui/status-panel';
import { session } from '../../lib/storage';

/** /session-expired: the table session is over; a new scan starts the next one. */
export function Component() {
  // The ended order's guest and bill must not carry into the next visit from this tab.
  useEffect(() => session.clearOrderSession(), []);
  return <StatusPanel tone="info" icon={<ScanQrCode size={40} />} message={MSG.sessionExpired} />;
}
