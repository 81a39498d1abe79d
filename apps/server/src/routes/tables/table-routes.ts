import type { AppDeps } from '../../app-deps';
import type { AppFastify } from '../../http/types';
import { diningTableRoutes } from './dining-table-routes';
import { tableAreaRoutes } from './table-area-routes';
import { tableQrRoutes } from './table-qr-routes';
import { tableSetupRoutes } from './table-setup-routes';

/** Tables and QR codes in the back office (issue 14 item 2; contract tables-admin.ts). */
export function tableRoutes(app: AppFastify, deps: AppDeps): void {
  tableSetupRoutes(app, deps);
  tableAreaRoutes(app, deps);
  diningTableRoutes(app, deps);
  tableQrRoutes(app, deps);
}
