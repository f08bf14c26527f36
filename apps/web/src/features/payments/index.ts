// What other features may use of payments (docs/architecture.md: features meet only here).
export { paymentKeys } from './api/payment-calls';
export { knownCheckout, payOrderByCard, stashChallenge } from './checkout';
export { DeliveryPayment } from './components/delivery-payment';
export { OrderPaymentFacts } from './components/order-payment-facts';
export { emptyCardForm } from './state/card-form';
export type { TCardForm } from './state/card-form';
