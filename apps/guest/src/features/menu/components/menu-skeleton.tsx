import { Skeleton, SkeletonText } from '../../../components/ui/skeleton';
import './menu-skeleton.css';

/** The shape of a menu tab while it loads: a category heading and three cards. */
export function MenuSkeleton() {
  return (
    <div className="ts-menu-skeleton" aria-busy="true">
      <span className="visually-hidden">Loading the menu</span>
      <Skeleton width="55%" height={26} />
      {[0, 1, 2].map((row) => (
        <div key={row} className="ts-menu-skeleton__card">
          <div className="ts-menu-skeleton__text">
            <Skeleton width={16} height={16} radius={3} />
            <Skeleton width="70%" height={20} />
            <Skeleton width={64} height={18} />
            <SkeletonText lines={2} />
          </div>
          <Skeleton width={112} height={112} radius="var(--ts-radius-md)" />
        </div>
      ))}
    </div>
  );
}
