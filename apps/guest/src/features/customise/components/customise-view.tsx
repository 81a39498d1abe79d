import type { TOrderItem } from '@tableside/shared/contract/order';
import { Button } from '../../../components/ui/button';
import { Skeleton, SkeletonText } from '../../../components/ui/skeleton';
import { useSessionValue } from '../../../lib/use-session-value';
import { useCustomization } from '../api/get-customization';
import { CustomiseForm } from './customise-form';

interface CustomiseViewProps {
  productMasterId: number;
  editing?: TOrderItem;
  onDone: () => void;
}

/** Loads the product's options, then shows the form (skeleton meanwhile). */
export function CustomiseView({ productMasterId, editing, onDone }: CustomiseViewProps) {
  const branchId = useSessionValue('Ids')?.branchId ?? null;
  const data = useCustomization(branchId, productMasterId);
  if (data.isPending) {
    return (
      <div className="ts-customise" aria-busy="true">
        <SkeletonText lines={2} />
        <Skeleton width="40%" height={18} />
        <Skeleton height={52} radius="var(--ts-radius-md)" />
        <Skeleton height={52} radius="var(--ts-radius-md)" />
        <Skeleton height={52} radius="var(--ts-radius-md)" />
      </div>
    );
  }
  if (data.isError) {
    return (
      <div className="ts-customise" role="alert">
        <p>{data.error.message}</p>
        <Button variant="secondary" onClick={() => void data.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <CustomiseForm data={data.data} editing={editing} onDone={onDone} />;
}
