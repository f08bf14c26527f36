import type { TValidationKey } from './validation-keys.ts';

/**
 * Translation keys of every error and notice of 000 §8 and 001 §8, plus the API's generic ones.
 * Their English wording is the catalogue's (packages/i18n/locales/en/web.json).
 */
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
  // {{error}} is the technical error text, shown as is.
  authGodroidLoginFailed: 'auth.godroid-login-failed',
  // {{seconds}} is how long the next sign-in must wait (meta.retry_after_seconds).
  authLoginThrottled: 'auth.login-throttled',
  // Registration (000 §5, §7, §8)
  registerEmailAlreadyRegistered: 'register.email-already-registered',
  registerFailed: 'register.failed',
  // One answer for an unknown code and a code the email does not own.
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
  // {{from}} and {{to}} are the service hours, {{time}} the market's current time, all HH:MM.
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
  bulkColumnMissing: 'bulk.column-missing',
  bulkDuplicateFile: 'bulk.duplicate-file',
  bulkRowNotEditable: 'bulk.row-not-editable',
  bulkNothingToResubmit: 'bulk.nothing-to-resubmit',
  bulkNoRows: 'bulk.no-rows',
  bulkRowDeliveryTypeInvalid: 'bulk.row.delivery-type-invalid',
  bulkRowScheduleInvalid: 'bulk.row.schedule-invalid',
  bulkRowScheduleUnavailable: 'bulk.row.schedule-unavailable',
  bulkRowYesNoInvalid: 'bulk.row.yes-no-invalid',
  bulkRowLanguageInvalid: 'bulk.row.language-invalid',
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
  // Integrations (issue 19): an API client's key and callback URL as the portal refuses them
  integrationKeyNotPem: 'integrations.error.key-not-pem',
  integrationKeyIsPrivate: 'integrations.error.key-is-private',
  // {{bits}} is the key size required (2048).
  integrationKeyNotRsa: 'integrations.error.key-not-rsa',
  integrationCallbackInvalid: 'integrations.error.callback-invalid',
  integrationCallbackHttpsRequired: 'integrations.error.callback-https-required',
  integrationClientRevoked: 'integrations.error.client-revoked',
  integrationNoCallback: 'integrations.error.no-callback',
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

const ERROR_KEY_SET: ReadonlySet<string> = new Set(Object.values(ERROR_KEYS));

/** Whether a string is one of the error keys above. */
export function isErrorKey(value: unknown): value is TErrorKey {
  return typeof value === 'string' && ERROR_KEY_SET.has(value);
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
