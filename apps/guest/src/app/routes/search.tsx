import { ProductCard } from '../../features/cart/components/product-card';
import { SearchResults } from '../../features/search/components/search-results';

/** /search: results as menu cards. */
export function Component() {
  return (
    <>
      <h1 className="visually-hidden">Search</h1>
      <SearchResults renderProduct={(product) => <ProductCard product={product} />} />
    </>
  );
}
