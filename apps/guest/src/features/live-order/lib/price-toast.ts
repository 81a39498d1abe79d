import type { TUpdatePriceEvent } from '@tableside/shared/contract/realtime';

/**
 * 'Prices have been changed!' only for a real price change: a dish going out of stock, coming
 * back or joining the menu refetches the menu without telling the guest prices moved. An event
 * without a reason (an older server) is a price change, as it always was.
 */
export function showsPriceToast(event: TUpdatePriceEvent): boolean {
  return event.reason === undefined || event.reason === 'price';
}
