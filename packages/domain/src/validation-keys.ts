// The validation message keys of 000 §5 and 001 §5 (their wording is the catalogue's,
// packages/i18n). Kept apart from validation.ts (which needs zod and libphonenumber) so that
// errors.ts can list them without either.

export const VALIDATION_KEYS = {
  // 000 §5 request validation, in the order the request is checked
  noVendor: 'validation.no-vendor',
  fillUnitNumber: 'validation.fill-unit-number',
  customerNameRequired: 'validation.customer-name-required',
  // 000 §5 rule 3 ('The customer name is not valid'), saying why.
  customerNameInvalid: 'validation.customer-name-invalid',
  customerNameTooLong: 'validation.customer-name-too-long',
  phoneRequired: 'validation.phone-required',
  phoneInvalid: 'validation.phone-invalid',
  descriptionTooLong: 'validation.description-too-long',
  addressRequired: 'validation.address-required',
  coordinatesRequired: 'validation.coordinates-required',
  amountRequired: 'validation.amount-required',
  // {{amount}} in major units and {{currency}} code, e.g. 'Minimum amount of 100 PKR'.
  minimumAmount: 'validation.minimum-amount',
  paymentMethodRequired: 'validation.payment-method-required',
  // collection point form (000 §5, 001 §5)
  collectionPointIdRequired: 'validation.collection-point-id-required',
  labelRequired: 'validation.label-required',
  phoneNumberRequired: 'validation.phone-number-required',
  pickupAddressRequired: 'validation.pickup-address-required',
  emailInvalid: 'validation.email-invalid',
  // sign in, registration and password (000 §5)
  emailRequired: 'validation.email-required',
  passwordRequired: 'validation.password-required',
  passwordMinLength: 'validation.password-min-length',
  passwordNumber: 'validation.password-number',
  passwordUppercase: 'validation.password-uppercase',
  passwordLowercase: 'validation.password-lowercase',
  passwordSpecial: 'validation.password-special',
  passwordLetter: 'validation.password-letter',
  passwordsDoNotMatch: 'validation.passwords-do-not-match',
  resetCodeInvalid: 'validation.reset-code-invalid',
  vatNumberLength: 'validation.vat-number-length',
  vatNumberInvalid: 'validation.vat-number-invalid',
  // history (001 §5) and configuration
  endBeforeStart: 'validation.end-before-start',
  serviceHoursInvalid: 'validation.service-hours-invalid',
  // registration (000 §2, §5)
  vendorCodeRequired: 'validation.vendor-code-required',
  businessNameRequired: 'validation.business-name-required',
  passwordCommon: 'validation.password-common',
  // a guest's own details with the request (000 §3 "sender ... for guests")
  senderNameRequired: 'validation.sender-name-required',
} as const;

export type TValidationKey = (typeof VALIDATION_KEYS)[keyof typeof VALIDATION_KEYS];

const VALIDATION_KEY_SET: ReadonlySet<string> = new Set(Object.values(VALIDATION_KEYS));

/** Whether a string is one of the validation keys above. */
export function isValidationKey(value: unknown): value is TValidationKey {
  return typeof value === 'string' && VALIDATION_KEY_SET.has(value);
}
