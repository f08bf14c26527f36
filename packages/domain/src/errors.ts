import { z } from 'zod';
import { VALIDATION_EN } from './validation-keys.ts';
import type { TValidationKey } from './validation-keys.ts';

/**
 * The HTTP error envelope (000 §7: failures carry meta.translation_key; field errors their own).
 * A throttled request also says how long to wait (meta.retry_after_seconds, issue 14).
 */
export const ZErrorEnvelope = z.object({
  message: z.string(),
  meta: z.looseObject({
    translation_key: z.string(),
    retry_after_seconds: z.number().int().positive().optional(),
  }),
  errors: z
    .array(
      z.object({
        field: z.string().optional(),
        translation_key: z.string(),
        message: z.string(),
      }),
    )
    .optional(),
});
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;

/** Translation keys of every error and notice of 000 §8 and 001 §8, plus the API's generic ones. */
export const ERROR_KEYS = {
  // Login failures (000 §8, 001 §8): 'Failed to login. <reason>', key auth.<reason in kebab case>
  authInternalErrorOccurred: 'auth.internal-error-occurred',
  authUserPoolConfigurationNotValid: 'auth.user-pool-configuration-not-valid',
  authInvalidResponse: 'auth.invalid-response',
  authRequestParameterNotValid: 'auth.request-parameter-not-valid',
  authRoleAccessPolicyNotValid: 'auth.role-access-policy-not-valid',
  authPasswordResetIsRequired: 'auth.password-reset-is-required',
  authCannotLocateTheRequestedResource: 'auth.cannot-locate-the-requested-resource',
  authTooManyOnGoingRequests: 'auth.too-many-on-going-requests',
  authUnexpectedErrorFromTheServer: 'auth.unexpected-error-from-the-server',
  authUserIsNotConfirmed: 'auth.user-is-not-confirmed',
  authUserIsNotFound: 'auth.user-is-not-found',
  authYourPasswordIsInvalid: 'auth.your-password-is-invalid',
  authVerificationCodeCannotBeDelivered: 'auth.verification-code-cannot-be-delivered',
  authEmailIdentityNotValid: 'auth.email-identity-not-valid',
  authUserCannotBeValidatedByServer: 'auth.user-cannot-be-validated-by-server',
  authUsernameExists: 'auth.username-exists',
  authCodeIsNotValid: 'auth.code-is-not-valid',
  authFailedToLogin: 'auth.failed-to-login',
  authDisconnected: 'auth.disconnected',
  authVerificationLinkExpired: 'auth.verification-link-expired',
  authGodroidLoginFailed: 'auth.godroid-login-failed',
  authLoginThrottled: 'auth.login-throttled',
  // Registration (000 §5, §7, §8)
  registerEmailAlreadyRegistered: 'register.email-already-registered',
  registerFailed: 'register.failed',
  // One answer for an unknown code and a code the email does not own (issue 15, 12).
  registerVendorCodeEmailMismatch: 'register.vendor-code-email-mismatch',
  registerDisabled: 'register.disabled',
  // Vendors (000 §8, 001 §8)
  vendorNoAssociatedVendors: 'vendor.no-associated-vendors',
  vendorCantRetrieveAll: 'vendor.cant-retrieve-all',
  vendorCantRetrieveInfo: 'vendor.cant-retrieve-info',
  vendorCantFetchBranches: 'vendor.cant-fetch-branches',
  vendorCantRetrieveVendors: 'vendor.cant-retrieve-vendors',
  vendorNoVendors: 'vendor.no-vendors',
  // Addresses and collection points (000 §5, §8; 001 §5, §8)
  addressSaveFailed: 'address.save-failed',
  addressSaved: 'address.saved',
  addressNoCoordinates: 'address.no-coordinates',
  addressNotFound: 'address.not-found',
  addressDetailsFailed: 'address.details-failed',
  addressTechnicalError: 'address.technical-error',
  addressNotesTooLong: 'address.notes-too-long',
  addressTooLong: 'address.too-long',
  geolocatorReverse: 'geolocator.error.reverse',
  outletAlreadyRegistered: 'outlet.already-registered',
  outletSaved: 'outlet.saved',
  outletAvailableSoon: 'outlet.available-soon',
  outletSaveFailed: 'outlet.save-failed',
  outletNotEditable: 'outlet.not-editable',
  outletLockedField: 'outlet.locked-field',
  // Deliverability and price (000 §8)
  deliverabilityCheckFailed: 'error.deliverability-check-failed',
  undeliverableAddress: 'error.undeliverable-address',
  outsideDeliveryArea: 'error.outside-delivery-area',
  cannotComputePrice: 'error.cannot-compute-price',
  feeChanged: 'error.fee.changed',
  feeRecompute: 'error.fee.recompute',
  feeInvalid: 'error.fee.invalid',
  // Service hours (000 §8)
  serviceClosed: 'service.closed',
  serviceUnavailable: 'service.unavailable',
  // Orders (000 §8, 001 §7, §8)
  orderCreateFailed: 'order.create-failed',
  orderUpdateFailed: 'order.update-failed',
  orderCreated: 'order.created',
  orderUpdated: 'order.updated',
  orderAttemptCancel: 'order.attempt-cancel',
  orderCantCancel: 'order.cant-cancel-order',
  orderNotCancellable: 'order.not-cancellable',
  ordersPastLoadFailed: 'orders.past-load-failed',
  ordersCurrentLoadFailed: 'orders.current-load-failed',
  // Payment (000 §8, 001 §8)
  paymentGetIfEnabled: 'error.payment.get-if-enabled',
  paymentInit: 'error.payment.init',
  paymentIntentCreation: 'error.payment.intent-creation',
  paymentConfirm: 'error.payment.confirm',
  paymentDeclined: 'error.payment.declined',
  paymentInsufficientFunds: 'error.payment.insufficient-funds',
  paymentCardNumberInvalid: 'error.payment.card-number-invalid',
  paymentCardExpired: 'error.payment.card-expired',
  paymentCvcInvalid: 'error.payment.cvc-invalid',
  paymentChallengeFailed: 'error.payment.challenge-failed',
  paymentCancelled: 'error.payment.cancelled',
  paymentCardRemove: 'error.payment.card-remove',
  noPaymentMethodAvailable: 'error.no-payment-method-available',
  // Voucher (000 §8)
  voucherValidation: 'voucher.error.validation.message',
  voucherGet: 'voucher.error.get.message',
  // Request a rider: item value, pre-orders and changes to a placed order (000 §4, §5)
  orderItemValueNotConfirmed: 'order.item-value-not-confirmed',
  preorderTimeInvalid: 'order.preorder-time-invalid',
  preorderOutsideServiceHours: 'order.preorder-outside-service-hours',
  orderNotModifiable: 'order.not-modifiable',
  outletNotAvailable: 'order.outlet-not-available',
  // Terms, downloads and export (001 §8)
  downloadFailed: 'download.failed',
  termsDownloadFailed: 'terms.download-failed',
  termsGodroidLoadFailed: 'terms.godroid-load-failed',
  exportSentByEmail: 'export.sent-by-email',
  exportFailed: 'export.failed',
  receiptNotDelivered: 'receipt.not-delivered',
  // Public tracking (001 §2): a missing order and a wrong link answer the same
  publicTrackingNotFound: 'public-tracking.not-found',
  // Bulk upload (001 §5, §8)
  bulkTemplateFileError: 'bulk.template-file-error',
  bulkJobHistoryError: 'bulk.job-history-error',
  bulkViewDetailsError: 'bulk.view-details-error',
  bulkFileUploadError: 'bulk.file-upload-error',
  bulkFileFormatInvalid: 'bulk.file-format-invalid',
  bulkFileTooLarge: 'bulk.file-too-large',
  bulkFileTooComplex: 'bulk.file-too-complex',
  bulkPlaceOrderError: 'bulk.place-order-error',
  bulkPlaceOrderSuccess: 'bulk.place-order-success',
  bulkNoVendor: 'bulk.no-vendor',
  bulkColumnsMissing: 'bulk.columns-missing',
  bulkNoRows: 'bulk.no-rows',
  bulkRowDeliveryTypeInvalid: 'bulk.row.delivery-type-invalid',
  bulkRowScheduleInvalid: 'bulk.row.schedule-invalid',
  bulkRowScheduleUnavailable: 'bulk.row.schedule-unavailable',
  bulkRowYesNoInvalid: 'bulk.row.yes-no-invalid',
  bulkRowItemValueAboveLimit: 'bulk.row.item-value-above-limit',
  // Help centre, application and maintenance (000 §8, 001 §8)
  helpCenterFailed: 'help-center.failed',
  helpCenterNotAvailable: 'help-center.not-available',
  helpCenterDisabled: 'help-center.disabled',
  helpCenterTokenInvalid: 'help-center.token-invalid',
  helpCenterTokenMismatch: 'help-center.token-mismatch',
  appLoadFailed: 'app.load-failed',
  appReload: 'app.reload',
  appOutdated: 'app.outdated',
  appTechnicalProblems: 'app.technical-problems',
  maintenancePlannedTitle: 'maintenance.planned.title',
  maintenancePlannedDescription: 'maintenance.planned.description',
  maintenanceUnplannedTitle: 'maintenance.unplanned.title',
  maintenanceUnplannedDescription: 'maintenance.unplanned.description',
  // Generic API answers
  validation: 'error.validation',
  notFound: 'error.not-found',
  unauthorized: 'error.unauthorized',
  forbidden: 'error.forbidden',
  rateLimited: 'error.rate-limited',
  internal: 'error.internal',
  payloadTooLarge: 'error.payload-too-large',
  requestTooLarge: 'error.request-too-large',
  controlCharacter: 'error.control-character',
  malformedJson: 'error.malformed-json',
  idempotencyInProgress: 'error.idempotency-in-progress',
  idempotencyConflict: 'error.idempotency-conflict',
  maintenance: 'error.maintenance',
  offline: 'error.offline',
} as const;

export type TErrorKey = (typeof ERROR_KEYS)[keyof typeof ERROR_KEYS];
export type TMessageKey = TErrorKey | TValidationKey;

const ERROR_EN: Record<TErrorKey, string> = {
  'auth.internal-error-occurred': 'Failed to login. internal error occurred',
  'auth.user-pool-configuration-not-valid': 'Failed to login. user pool configuration not valid',
  'auth.invalid-response': 'Failed to login. invalid response',
  'auth.request-parameter-not-valid': 'Failed to login. request parameter not valid',
  'auth.role-access-policy-not-valid': 'Failed to login. role access policy not valid',
  'auth.password-reset-is-required': 'Failed to login. password reset is required',
  'auth.cannot-locate-the-requested-resource':
    'Failed to login. cannot locate the requested resource',
  'auth.too-many-on-going-requests': 'Failed to login. too many on-going requests',
  'auth.unexpected-error-from-the-server': 'Failed to login. unexpected error from the server',
  'auth.user-is-not-confirmed': 'Failed to login. user is not confirmed',
  'auth.user-is-not-found': 'Failed to login. user is not found',
  'auth.your-password-is-invalid': 'Failed to login. your password is invalid',
  'auth.verification-code-cannot-be-delivered':
    'Failed to login. verification code cannot be delivered',
  'auth.email-identity-not-valid': 'Failed to login. email identity not valid',
  'auth.user-cannot-be-validated-by-server': 'Failed to login. user cannot be validated by server',
  'auth.username-exists': 'Failed to login. username exists',
  'auth.code-is-not-valid': 'Failed to login. code is not valid',
  'auth.failed-to-login': 'Failed to login. Please try again.',
  'auth.disconnected': 'You are now disconnected.',
  'auth.verification-link-expired': 'This verification link has expired. Please ask for a new one.',
  // {{error}} is the technical error text, shown as is.
  'auth.godroid-login-failed': 'We could not sign you in from the vendor tool: {{error}}',
  // {{seconds}} is how long the next sign-in must wait (meta.retry_after_seconds, issue 14).
  'auth.login-throttled': 'Too many failed sign-in attempts. Please try again in {{seconds}} s.',
  'register.email-already-registered':
    'This email has already been registered with an existing account. Please use a different email address.',
  'register.failed': 'We were unable to create an account.',
  'register.vendor-code-email-mismatch':
    "We could not match this vendor code with this email address. Check both, or ask your account manager for your vendor code, or the owner of your business's account to add your email address.",
  'register.disabled': 'Registration is closed. Please contact your account manager.',
  'vendor.no-associated-vendors':
    'You have no associated vendors with your account. Please contact your account manager',
  'vendor.cant-retrieve-all': 'We could not retrieve all your restaurants',
  'vendor.cant-retrieve-info': 'We could not retrieve your vendor information',
  'vendor.cant-fetch-branches': "Oops we couldn't fetch your branches",
  'vendor.cant-retrieve-vendors': 'We could not retrieve your vendors. Please try again later.',
  'vendor.no-vendors': 'There are no vendors to show.',
  'address.save-failed': 'Unable to save address',
  'address.saved': 'Address saved',
  'address.no-coordinates': 'No coordinates for that address',
  'address.not-found': 'Unable to find address',
  'address.details-failed': 'We could not fetch details about this place.',
  'address.technical-error':
    'We could not find the address due to a technical reason. Please try again later.',
  'address.notes-too-long': 'Notes are too long',
  'address.too-long': 'Address is too long',
  'geolocator.error.reverse': 'We could not find an address at this location.',
  'outlet.already-registered': 'You already registered this outlet',
  'outlet.saved': 'The collection point has been saved successfully',
  'outlet.available-soon': 'A new collection point takes a few minutes to become available.',
  'outlet.save-failed': 'We could not save the collection point.',
  'outlet.not-editable': 'This collection point cannot be edited.',
  'outlet.locked-field': 'The parent vendor and the collection point ID cannot be changed.',
  'error.deliverability-check-failed': 'Unable to verify if order is deliverable',
  'error.undeliverable-address': 'Unable to deliver to this address',
  'error.outside-delivery-area': 'We cannot deliver that order there.',
  'error.cannot-compute-price': 'We could not compute the price for that order.',
  'error.fee.changed': 'The delivery fee has changed.',
  'error.fee.recompute':
    'We encountered some issue while recomputing the delivery fee. Please try again.',
  'error.fee.invalid': 'The delivery fee could not be verified. Please try again.',
  // {{from}} and {{to}} are the service hours, {{time}} the market's current time, all HH:MM.
  'service.closed': "Service hours: {{from}} to {{to}}. It's {{time}}",
  'service.unavailable':
    'Sorry, the platform is currently unavailable. Please reach out to your account manager.',
  'order.create-failed': 'Could not create that order',
  'order.update-failed': 'Could not update that order',
  'order.created': 'Rider requested',
  'order.updated': 'Order Updated!',
  'order.attempt-cancel': 'We are cancelling your order.',
  'order.cant-cancel-order': 'Unfortunately we could not cancel that order',
  'order.not-cancellable': 'This order can no longer be cancelled.',
  'orders.past-load-failed': 'We could not retrieve past orders.',
  'orders.current-load-failed': 'We could not retrieve current orders.',
  'error.payment.get-if-enabled':
    'We encountered some issue while checking the payment system. Please try again.',
  'error.payment.init':
    'We encountered some issue while connecting to the payment system. Please try again.',
  'error.payment.intent-creation':
    'We encountered some issue while creating your payment with the payment system. Please try again.',
  'error.payment.confirm':
    'We encountered some issue while confirming your payment with the payment system. Please try again.',
  'error.payment.declined': 'The payment was declined. Please try another card.',
  'error.payment.insufficient-funds': 'The card has insufficient funds. Please try another card.',
  'error.payment.card-number-invalid': 'The card number is not valid. Please check it.',
  'error.payment.card-expired': 'This card has expired. Please use another card.',
  'error.payment.cvc-invalid': 'The security code (CVC) is not valid.',
  'error.payment.challenge-failed':
    'Your bank did not confirm the payment. Please try again or use another card.',
  'error.payment.cancelled': 'The payment was cancelled. Your card has not been charged.',
  'error.payment.card-remove': 'We could not remove this card. Please try again.',
  'error.no-payment-method-available': 'No payment method available',
  'voucher.error.validation.message': 'This voucher code is not available',
  'voucher.error.get.message': 'Can not get details of the voucher code',
  'order.item-value-not-confirmed':
    'The value of this order is above the limit. Please confirm it before requesting a rider.',
  'order.preorder-time-invalid':
    'Please choose a delivery time between 30 minutes and 2 days from now.',
  'order.preorder-outside-service-hours': 'This delivery time is outside the service hours.',
  'order.not-modifiable': 'This order has been picked up and can no longer be changed.',
  'order.outlet-not-available':
    'This collection point is not available yet: new collection points take a few minutes to become available.',
  'download.failed': 'Download failed, please try again later',
  'terms.download-failed':
    'Sorry, we are unable to download the terms of service. Please contact your account manager.',
  'terms.godroid-load-failed': "Godroid couldn't load the terms and conditions",
  'export.sent-by-email': 'The report has been sent to your e-mail address.',
  'export.failed': 'We were unable to download the report. Please try again later.',
  'receipt.not-delivered': 'A delivery receipt is available once the order is delivered.',
  'public-tracking.not-found': 'This tracking link is not valid.',
  'bulk.template-file-error': 'Failed to download template file',
  'bulk.job-history-error': 'Failed to get job history',
  'bulk.view-details-error': 'Failed to get job details',
  'bulk.file-upload-error': 'Failed to upload file',
  'bulk.file-format-invalid': 'File format is invalid',
  'bulk.file-too-large': 'File cannot be larger than 5 MB',
  'bulk.file-too-complex':
    'This file is too large or complex to read. Copy your orders into the template and upload it again.',
  'bulk.place-order-error': 'Error while placing orders',
  'bulk.place-order-success': 'Your orders are being placed.',
  'bulk.no-vendor': 'Please select a vendor first.',
  'bulk.columns-missing':
    "The file does not have the template's columns. Please download the template and try again.",
  'bulk.no-rows': 'The file has no orders. Add one order per row under the header row.',
  'bulk.row.delivery-type-invalid': 'Delivery type must be instant or scheduled.',
  'bulk.row.schedule-invalid': 'A scheduled delivery needs a date (YYYY-MM-DD) and a time (HH:MM).',
  'bulk.row.schedule-unavailable': 'Scheduled deliveries are not available for this vendor.',
  'bulk.row.yes-no-invalid': 'Cold bag and age check must be yes or no.',
  'bulk.row.item-value-above-limit':
    'The value of this order is above the limit. Placing the orders confirms it.',
  'help-center.failed': 'An error occurred while loading the help center',
  'help-center.not-available':
    'The help centre is available to signed-in vendors. Please sign in with your account.',
  'help-center.disabled': 'The help centre is not available for this vendor.',
  'help-center.token-invalid': 'Your help centre session has expired. Please open it again.',
  'help-center.token-mismatch': 'This help centre session belongs to another user.',
  'app.load-failed':
    'Could not load the application. Please check your internet connection and try again',
  'app.reload': 'Reload',
  'app.outdated': 'A new version of the portal is available. The page will reload in a moment.',
  'app.technical-problems':
    'We are experiencing technical problems. Our contact centre may take longer than usual to answer.',
  'maintenance.planned.title': 'Planned maintenance',
  'maintenance.planned.description':
    'We are improving the portal. Please come back in a little while.',
  'maintenance.unplanned.title': 'We will be back soon',
  'maintenance.unplanned.description':
    'The portal is unavailable because of an unexpected problem. We are working on it; please try again later.',
  'error.validation': 'Some information is missing or not valid.',
  'error.not-found': 'We could not find what you were looking for.',
  'error.unauthorized': 'Your session has ended. Please log in again.',
  'error.forbidden': 'You are not allowed to do this.',
  'error.rate-limited': 'Too many requests. Please wait a moment and try again.',
  'error.internal': 'Something went wrong on our side. Please try again.',
  'error.payload-too-large': 'The request is too large.',
  'error.request-too-large': 'The address or the headers of this request are too long.',
  'error.control-character': 'This text contains a character that cannot be used here.',
  'error.malformed-json': 'The request could not be read.',
  'error.idempotency-in-progress': 'This request is already being processed. Please wait a moment.',
  'error.idempotency-conflict': 'This request key was already used for a different request.',
  'error.maintenance': 'The portal is under maintenance. Please try again later.',
  'error.offline': 'Something went wrong. Please try again. You could be offline.',
};

/** English source wording of every error, notice and validation key: the web app's en locale. */
export const EN_MESSAGES: Readonly<Record<TMessageKey, string>> = { ...ERROR_EN, ...VALIDATION_EN };

/** Whether a string is one of the error keys above. */
export function isErrorKey(value: unknown): value is TErrorKey {
  return typeof value === 'string' && Object.hasOwn(ERROR_EN, value);
}

/** The 17 login failures of 000 §8 and 001 §8. */
export const LOGIN_FAILURE_KEYS: readonly TErrorKey[] = [
  ERROR_KEYS.authInternalErrorOccurred,
  ERROR_KEYS.authUserPoolConfigurationNotValid,
  ERROR_KEYS.authInvalidResponse,
  ERROR_KEYS.authRequestParameterNotValid,
  ERROR_KEYS.authRoleAccessPolicyNotValid,
  ERROR_KEYS.authPasswordResetIsRequired,
  ERROR_KEYS.authCannotLocateTheRequestedResource,
  ERROR_KEYS.authTooManyOnGoingRequests,
  ERROR_KEYS.authUnexpectedErrorFromTheServer,
  ERROR_KEYS.authUserIsNotConfirmed,
  ERROR_KEYS.authUserIsNotFound,
  ERROR_KEYS.authYourPasswordIsInvalid,
  ERROR_KEYS.authVerificationCodeCannotBeDelivered,
  ERROR_KEYS.authEmailIdentityNotValid,
  ERROR_KEYS.authUserCannotBeValidatedByServer,
  ERROR_KEYS.authUsernameExists,
  ERROR_KEYS.authCodeIsNotValid,
];

const LOGIN_FAILURE_PREFIX = /^failed to login\.?\s*/;

// 000 §8: the login error shown uses the key auth.{message}; unknown reasons get auth.failed-to-login.
export function authErrorKey(message: string | null | undefined): TErrorKey {
  const reason = (message ?? '')
    .trim()
    .toLowerCase()
    .replace(LOGIN_FAILURE_PREFIX, '')
    .replace(/^auth\./, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const key = `auth.${reason}`;
  const known = LOGIN_FAILURE_KEYS.find((k) => k === key);
  return known ?? ERROR_KEYS.authFailedToLogin;
}
