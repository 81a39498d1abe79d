import { ProductCard } from '../../features/cart/components/product-card';
import { SearchResults } from '../../features/search/components/search-results';
import { useTexts } from '../../lib/i18n/use-texts';

/** /search: results as menu cards. */
export function Component() {
  const { t } = useTexts();
  return (
    <>
      <h1 className="visually-hidden">{t('search')}</h1>
      <SearchResults renderProduct={(product) => <ProductCard product={product} />} />
    </>
  );
}
