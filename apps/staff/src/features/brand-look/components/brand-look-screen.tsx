import { notAllowedMessage } from '@tableside/shared/domain/staff-permissions';
import { useState } from 'react';
import { EmptyState, ErrorState, PageHeader, Skeleton } from '../../../components/ui/states';
import { useCan } from '../../../lib/session';
import { useBrandLook } from '../api/use-brand-look';
import { BrandLookForm } from './brand-look-form';
import './brand-look.css';

/** Brand look (owner): colours, font and pictures guests see, with a live phone preview. */
export function BrandLookScreen() {
  const allowed = useCan('editBrandLook');
  return (
    <>
      <PageHeader title="Brand look" />
      {allowed ? <LookSection /> : <EmptyState title={notAllowedMessage('editBrandLook')} />}
    </>
  );
}

function LookSection() {
  const query = useBrandLook();
  // The form starts from the first look it sees and keeps the owner's edits when the cache
  // moves on (a 409 reloads it): it offers the newer version instead of dropping the edits.
  const [first, setFirst] = useState(query.data);
  if (query.data && !first) setFirst(query.data);
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data || !first) return <Skeleton count={4} height={96} />;
  return <BrandLookForm look={first} latest={query.data} />;
}
