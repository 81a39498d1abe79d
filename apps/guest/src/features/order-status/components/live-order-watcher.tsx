import { useOrderWatcher } from '../hooks/use-order-watcher';
import { LeavingNotice } from './leaving-notice';

/** The watcher proper: follows the order and shows the state of a delayed redirect. */
export function LiveOrderWatcher() {
  const { leaving } = useOrderWatcher();
  return leaving ? <LeavingNotice to={leaving.to} deadline={leaving.deadline} /> : null;
}
