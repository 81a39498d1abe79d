import {
  DEFAULT_MONEY_FORMAT,
  formatMoney,
  type MoneyFormat,
} from '@tableside/shared/domain/money';
import { useCallback, useMemo } from 'react';
import { useLocaleStore } from './i18n/locale-store';
import { formatLocale } from './i18n/locales';
import { useSessionValue } from './use-session-value';

/**
 * The branch's currency, in its locale for English and in the guest's language otherwise;
 * the branch's currency and locale, which the branch lookup brings before any price shows;
 * until then (or on a page that skips the lookup) the spec's en-IN rupees.
 */
export function useMoneyFormat(): MoneyFormat {
  const branch = useSessionValue('Branch');
  const currency = branch?.currency ?? DEFAULT_MONEY_FORMAT.currency;
  const guest = useLocaleStore((state) => state.locale);
  const locale = formatLocale(guest, branch?.locale ?? DEFAULT_MONEY_FORMAT.locale);
  return useMemo(() => ({ currency, locale }), [currency, locale]);
}

/** The one way the guest app writes an amount (issue 16): formatMoney in the branch's format. */
export function useMoney(): (amount: number) => string {
  const format = useMoneyFormat();
  return useCallback((amount) => formatMoney(amount, format), [format]);
}
