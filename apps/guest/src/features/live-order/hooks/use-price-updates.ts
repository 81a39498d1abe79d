import { priceChannel } from '@tableside/shared/contract/channels';
import { PRICE_CHANGE_TOAST_MS } from '@tableside/shared/domain/constants';
import { MSG } from '@tableside/shared/domain/messages';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store';
import { CATALOGUE_KEY } from '../../../lib/catalogue-key';
import { useRealtimeChannel, useRealtimeEvent } from '../../../lib/use-realtime';
import { soldOutText } from '../lib/live-notices';
import { showsPriceToast } from '../lib/price-toast';

/**
 * `updatePrice` on `price-{branchId}` (spec section 2): every catalogue query (menu, search,
 * promotion items, customisation) fetched again, and 'Prices have been changed!' for 5 s when
 * a price changed (not for stock or new items). Dishes that ran out are named for as long
 * ('Masala Papad is now out of stock'); their cards stay, marked 'Out of Stock'.
 */
export function usePriceUpdates(branchId: number | null): void {
  const queryClient = useQueryClient();
  useRealtimeChannel(branchId === null ? null : priceChannel(branchId));
  useRealtimeEvent('updatePrice', (event) => {
    if (event.branchId !== branchId) return;
    if (showsPriceToast(event)) {
      toast.warning(MSG.pricesChanged, { durationMs: PRICE_CHANGE_TOAST_MS });
    }
    const soldOut = soldOutText(event.soldOut ?? []);
    if (soldOut) toast.warning(soldOut, { durationMs: PRICE_CHANGE_TOAST_MS });
    void queryClient.invalidateQueries({ queryKey: [CATALOGUE_KEY] });
  });
}
