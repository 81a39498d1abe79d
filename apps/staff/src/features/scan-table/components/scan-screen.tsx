import { MSG } from '@tableside/shared/domain/messages';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/states';
import { useQrScanner } from '../hooks/use-qr-scanner';
import { parseVerifyTarget } from '../lib/verify-target';
import { CameraPanel } from './camera-panel';
import { ManualEntry } from './manual-entry';
import './scan-table.css';

/** The console's own scanner of the guests' verification QR code, with typing as a fallback. */
export function ScanScreen() {
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const openOrder = (orderId: number) => navigate(`/verify/${orderId}`);
  const scanner = useQrScanner((text) => {
    const target = parseVerifyTarget(text, window.location.origin);
    if ('problem' in target) {
      setProblem(target.problem);
      return false;
    }
    openOrder(target.orderId);
    return true;
  });

  return (
    <div className="scan">
      <PageHeader title="Verify a table" />
      <p className="scan__intro">
        Scan the QR code in the “{MSG.verifyBannerTitle}” banner on a guest's phone.
      </p>
      <CameraPanel scanner={scanner} problem={problem} />
      <ManualEntry onOrder={openOrder} />
    </div>
  );
}
