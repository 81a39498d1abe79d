import {
  type TPaymentKeys,
  type TPaymentSettingsBody,
  type TSmsSettingsBody,
  ZPaymentSettings,
  ZSettingsTestResult,
  ZSmsSettings,
} from '@tableside/shared/contract/provider-settings';
import { STAFF_ROUTES } from '@tableside/shared/contract/routes';
import type { PaymentProvider } from '@tableside/shared/domain/enums';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

// The owner's settings: read only on this screen, so their keys live here.
const paymentKey = ['settings', 'payment'] as const;
const smsKey = ['settings', 'sms'] as const;

export function usePaymentSettings() {
  return useQuery({
    queryKey: paymentKey,
    queryFn: () => apiRequest({ path: STAFF_ROUTES.paymentSettings, schema: ZPaymentSettings }),
  });
}

export function useSavePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPaymentSettingsBody) =>
      apiRequest({
        path: STAFF_ROUTES.paymentSettings,
        schema: ZPaymentSettings,
        method: 'PUT',
        body,
      }),
    onSuccess: (saved) => queryClient.setQueryData(paymentKey, saved),
  });
}

export function useTestPaymentSettings() {
  return useMutation({
    mutationFn: (body: { provider: PaymentProvider; keys: TPaymentKeys }) =>
      apiRequest({
        path: STAFF_ROUTES.paymentSettingsTest,
        schema: ZSettingsTestResult,
        method: 'POST',
        body,
      }),
  });
}

export function useSmsSettings() {
  return useQuery({
    queryKey: smsKey,
    queryFn: () => apiRequest({ path: STAFF_ROUTES.smsSettings, schema: ZSmsSettings }),
  });
}

export function useSaveSmsSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSmsSettingsBody) =>
      apiRequest({ path: STAFF_ROUTES.smsSettings, schema: ZSmsSettings, method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(smsKey, saved),
  });
}

export function useSendTestSms() {
  return useMutation({
    mutationFn: (to: string) =>
      apiRequest({
        path: STAFF_ROUTES.smsSettingsTest,
        schema: ZSettingsTestResult,
        method: 'POST',
        body: { to },
      }),
  });
}
