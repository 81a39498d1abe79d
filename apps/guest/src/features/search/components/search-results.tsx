import type { TMenuProduct } from '@tableside/shared/contract/menu';
import { MSG } from '@tableside/shared/domain/messages';
import { Search, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton, SkeletonText } from '../../../components/ui/skeleton';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useSessionValue } from '../../../lib/use-session-value';
import { useMenuSearch } from '../api/search-menu';
import { groupResults } from '../lib/group-results';
import { SEARCH_PARAM } from '../lib/search-param';
import './search-results.css';

interface SearchResultsProps {
  renderProduct: (product: TMenuProduct) => ReactNode;
}

/** /search results, grouped by top-level category, as menu cards (spec section 2). */
export function SearchResults({ renderProduct }: SearchResultsProps) {
  const [params] = useSearchParams();
  const text = params.get(SEARCH_PARAM) ?? '';
  const branchId = useSessionValue('Ids')?.branchId ?? null;
  const search = useMenuSearch(branchId, text);
  const { t } = useTexts();

  if (!text.trim()) {
    return (
      <EmptyState
        role="status"
        icon={<Search aria-hidden="true" size={40} />}
        message={MSG.searchEmpty}
      />
    );
  }
  if (search.isPending) {
    return (
      <div className="ts-search-loading" aria-busy="true">
        <Skeleton width="40%" height={20} />
        {[0, 1].map((i) => (
          <div key={i} className="ts-search-loading__card">
            <SkeletonText lines={3} />
            <Skeleton width={112} height={112} radius="var(--ts-radius-md)" />
          </div>
        ))}
      </div>
    );
  }
  if (search.isError) {
    return (
      <EmptyState role="alert" message={search.error.message}>
        <Button variant="secondary" onClick={() => void search.refetch()}>
          {t('tryAgain')}
        </Button>
      </EmptyState>
    );
  }
  const groups = groupResults(search.data);
  if (groups.length === 0) {
    return (
      <EmptyState
        role="status"
        icon={<SearchX aria-hidden="true" size={40} />}
        message={MSG.searchNoResults}
      />
    );
  }
  return (
    <div className="ts-search-results">
      <p className="visually-hidden" role="status">
        {t('resultsCount', { count: search.data.length })}
      </p>
      {groups.map((group) => (
        <section key={group.category} aria-labelledby={`ts-search-${group.category}`}>
          <h2 id={`ts-search-${group.category}`} className="ts-search-results__category">
            {group.category}
          </h2>
          {group.products.map((product) => (
            <div key={product.productMaster.id}>{renderProduct(product)}</div>
          ))}
        </section>
      ))}
    </div>
  );
}
