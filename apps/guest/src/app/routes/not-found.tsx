import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/ui/button';
import { StatusPanel } from '../../components/ui/status-panel';
import { PATHS } from '../../lib/paths';

/** Any path the app does not have. */
export function Component() {
  return (
    <StatusPanel
      icon={<Compass size={40} />}
      title="Page not found"
      message="This page does not exist."
    >
      <Link to={PATHS.entry} replace className={buttonClassName({ size: 'lg', block: true })}>
        Go to start
      </Link>
    </StatusPanel>
  );
}
