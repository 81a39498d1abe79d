import type { AppDeps } from '../../app-deps';

/** What the guest's payment use cases need: the whole bill's and a split bill's share alike. */
export function paymentServices(deps: AppDeps) {
  return {
    db: deps.database.db,
    clock: deps.clock,
    publisher: deps.publisher,
    payments: deps.payments,
    publicUrl: deps.config.PUBLIC_URL,
  };
}
