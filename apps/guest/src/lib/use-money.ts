import {
  DEFAULT_MONEY_FORMAT,
  formatMoney,
  type MoneyFormat,
} from '@tableside/shared/domain/money';
import { useCallback, useMemo } from 'react';
import { useSessionValue } from './use-session-value';

/**
 * The branch's currency and locale, which the branch lookup brings before any price shows;
 * until then (or on a page that skips the lookup) the spec's en-IN rupees.
 */
export function useMoneyFormat(): MoneyFormat {
  const branch = useSessionValue('Branch');
  const currency = branch?.currency ?? DEFAULT_MONEY_FORMAT.currency;
  const locale = branch?.locale ?? DEFAULT_MONEY_FORMAT.locale;
  return useMemo(() => ({ currency, locale }), [currency, locale]);
}

/** The one way the guest app writes an amount (issue 16): formatMoney in the branch's format. */
export function useMoney(): (amount: number) => string {
  const format = useMoneyFormat();
  return useCallback((amount) => formatMoney(amount, format), [format]);
}
