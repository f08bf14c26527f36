import { parseServiceHours } from '@rider-portal/domain/service-hours';
import { isPaymentMethod } from '@rider-portal/domain/payments';
import type { TCountryParameterName } from './service.ts';

/**
 * Whether an operator's value is one the clients can read (000 §7, 001 §7): 'true'/'false' for
 * allOutletOrders and onlinePaymentActivated, 'HHMM:HHMM' service hours, a number (-1 for no
 * limit) for orderItemValueExceedLimit, and known payment methods separated by '|'.
 */
export function isValidCountryParameterValue(name: TCountryParameterName, value: string): boolean {
  switch (name) {
    case 'allOutletOrders':
    case 'onlinePaymentActivated':
      return value === 'true' || value === 'false';
    case 'serviceHours':
      return parseServiceHours(value) !== null;
    case 'orderItemValueExceedLimit':
      return /^(-1|\d{1,12}(\.\d{1,3})?)$/.test(value);
    case 'paymentMethods':
      return value.split('|').every((method) => isPaymentMethod(method));
  }
}

/** What the operator is told a parameter accepts. */
export const COUNTRY_PARAMETER_FORMATS: Readonly<Record<TCountryParameterName, string>> = {
  allOutletOrders: 'true or false',
  serviceHours: 'HHMM:HHMM, e.g. 0900:2200 (equal bounds: always open)',
  onlinePaymentActivated: 'true or false',
  orderItemValueExceedLimit: 'an amount in major units, or -1 for no limit',
  paymentMethods: 'methods separated by |, e.g. CASH_ON_DELIVERY|PAID',
};
