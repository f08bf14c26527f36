// The validation message keys of 000 §5 and 001 §5 with their English wording. Kept apart from
// validation.ts (which needs zod and libphonenumber) so that errors.ts can list them without either.

export const VALIDATION_KEYS = {
  // 000 §5 request validation, in the order the request is checked
  noVendor: 'validation.no-vendor',
  fillUnitNumber: 'validation.fill-unit-number',
  customerNameRequired: 'validation.customer-name-required',
  customerNameInvalid: 'validation.customer-name-invalid',
  customerNameTooLong: 'validation.customer-name-too-long',
  phoneRequired: 'validation.phone-required',
  phoneInvalid: 'validation.phone-invalid',
  descriptionTooLong: 'validation.description-too-long',
  addressRequired: 'validation.address-required',
  coordinatesRequired: 'validation.coordinates-required',
  amountRequired: 'validation.amount-required',
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

/** English source wording; the spec's exact text where it gives one. Placeholders are {{named}}. */
export const VALIDATION_EN: Record<TValidationKey, string> = {
  'validation.no-vendor': 'Could not get your informations - please logout & login again',
  'validation.fill-unit-number': "Please fill the customer's unit number",
  'validation.customer-name-required': "Please fill the customer's name",
  // 000 §5 rule 3 ('The customer name is not valid'): issue 15 asks to say why.
  'validation.customer-name-invalid': 'The customer name cannot contain digits',
  'validation.customer-name-too-long': 'The customer name is too long',
  'validation.phone-required': "Fill the customer's phone",
  'validation.phone-invalid': "The phone number doesn't seem correct",
  'validation.description-too-long': 'Please do not exceed 200 characters',
  'validation.address-required': 'Please type in the address',
  'validation.coordinates-required': 'We cannot compute the location of this address',
  'validation.amount-required': 'Please put a valid amount for the order',
  // {{amount}} in major units and {{currency}} code, e.g. 'Minimum amount of 100 PKR'.
  'validation.minimum-amount': 'Minimum amount of {{amount}} {{currency}}',
  'validation.payment-method-required': 'Please select a payment method',
  'validation.collection-point-id-required': 'Please enter collection point ID',
  'validation.label-required': 'Please enter label',
  'validation.phone-number-required': 'Please enter phone number',
  'validation.pickup-address-required': 'Please select pickup address',
  'validation.email-invalid': 'Please enter a valid email',
  'validation.email-required': 'Please enter your email address',
  'validation.password-required': 'Please enter your password',
  'validation.password-min-length': 'Password must be at least 8 characters',
  'validation.password-number': 'Password must contain at least one number',
  'validation.password-uppercase': 'Password must contain at least one uppercase letter',
  'validation.password-lowercase': 'Password must contain at least one lowercase letter',
  'validation.password-special':
    'Password must contain at least one special character (! @ # $ % ^ & *)',
  'validation.password-letter': 'Password must contain at least one letter',
  'validation.passwords-do-not-match': 'Passwords do not match',
  'validation.reset-code-invalid': 'The code must have 6 digits',
  'validation.vat-number-length': 'The VAT number must be 8 characters long',
  'validation.vat-number-invalid': 'The VAT number is not valid',
  'validation.end-before-start':
    'The end date cannot be set before the start date. Please try again.',
  'validation.service-hours-invalid': 'Service hours must look like 0900:2200',
  'validation.vendor-code-required': 'Please enter your vendor code',
  'validation.business-name-required': 'Please enter your business name',
  'validation.password-common':
    'This password is too common and easy to guess. Please choose another one.',
  'validation.sender-name-required': 'Please enter your name',
};
