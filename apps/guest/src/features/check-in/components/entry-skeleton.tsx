import { Skeleton } from '../../../components/ui/skeleton';
import './identity.css';

/** The entry page's shape while the table status loads (under the global loader). */
export function EntrySkeleton() {
  return (
    <div className="ts-entry-skeleton" aria-busy="true">
      <div className="ts-entry-skeleton__intro">
        <Skeleton width={140} height={14} />
        <Skeleton width={180} height={32} />
        <Skeleton height={18} />
      </div>
      <div className="ts-identity-card">
        <Skeleton height={52} radius="var(--ts-radius-md)" />
        <Skeleton height={48} radius="var(--ts-radius-md)" />
        <Skeleton width="70%" height={24} />
        <Skeleton height={52} radius="var(--ts-radius-md)" />
      </div>
    </div>
  );
}
