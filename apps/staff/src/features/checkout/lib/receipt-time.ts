import { CURRENCY } from '@tableside/shared/domain/constants';

const RECEIPT_TIME = new Intl.DateTimeFormat(CURRENCY.locale, {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** When a receipt was printed, in the restaurant's locale: '21 Nov 2025, 2:50 pm'. */
export const formatReceiptTime = (at: Date): string => RECEIPT_TIME.format(at);
