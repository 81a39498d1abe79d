import { Navigate, useLocation } from 'react-router';
import { ProductCard } from '../../features/cart/components/product-card';
import { PromotionDetails } from '../../features/promotions/components/promotion-details';
import { readPromotionState } from '../../features/promotions/lib/promotion-state';
import { PATHS } from '../../lib/paths';

/** /promotion-details: opened with the promotion as navigation state; without it, the menu. */
export function Component() {
  const promotion = readPromotionState(useLocation().state);
  if (!promotion) return <Navigate to={PATHS.home} replace />;
  return (
    <PromotionDetails
      promotion={promotion}
      renderProduct={(product) => <ProductCard product={product} />}
    />
  );
}
