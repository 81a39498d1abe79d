import { ScanScreen } from '../../features/scan-table/components/scan-screen';

/** /scan: the console's scanner of the guests' verification QR code. */
export function Component() {
  return <ScanScreen />;
}
