/** Every feature flag of 000 §6 and 001 §6 (plus the guest checkout and banner flags), stable ids. */
export const FLAG_NAMES = [
  'bulk-order-upload',
  'sign-up-deactivation',
  'edit-outlet',
  'add-outlet',
  'help-center',
  'delayed-cancellation',
  'dynamic-time-estimation',
  'draw-delivery-areas',
  'cybersource-card',
  'none-payment-method',
  'planned-maintenance',
  'unplanned-maintenance',
  'delivery-receipt',
  'proof-of-delivery',
  'proof-of-pickup',
  'proof-of-return',
  'modify-order-button',
  'pay-at-pickup',
  'payment-vat',
  'map-pin',
  'address-book',
  'voucher',
  'pre-order',
  'guest-checkout',
  'technical-problems-banner',
] as const;
export type TFlagName = (typeof FLAG_NAMES)[number];
export type TFlags = Record<TFlagName, boolean>;
export type TFlagOverrides = Partial<Record<TFlagName, boolean>>;

/** Whether a string names a flag this build knows. */
export function isFlagName(value: unknown): value is TFlagName {
  return typeof value === 'string' && (FLAG_NAMES as readonly string[]).includes(value);
}

/**
 * Built-in defaults, the last fallback (001 §7). Features are on; off are the switches that block or
 * restrict (maintenance, sign-up deactivation, the problems banner), the payment options a market
 * must agree to first (NONE payment, pay at pickup, the cybersource provider: generic cards by
 * default), and cancelling DELAYED orders, which may already be with a rider.
 */
export const FLAG_DEFAULTS: Readonly<TFlags> = {
  'bulk-order-upload': true,
  'sign-up-deactivation': false,
  'edit-outlet': true,
  'add-outlet': true,
  'help-center': true,
  'delayed-cancellation': false,
  'dynamic-time-estimation': true,
  'draw-delivery-areas': true,
  'cybersource-card': false,
  'none-payment-method': false,
  'planned-maintenance': false,
  'unplanned-maintenance': false,
  'delivery-receipt': true,
  'proof-of-delivery': true,
  'proof-of-pickup': true,
  'proof-of-return': true,
  'modify-order-button': true,
  'pay-at-pickup': false,
  'payment-vat': true,
  'map-pin': true,
  'address-book': true,
  voucher: true,
  'pre-order': true,
  'guest-checkout': true,
  'technical-problems-banner': false,
};

/** A flag answer as ZFlagMap (enum-schemas.ts) leaves it: known flags only, each a boolean. */
export type TFlagMap = Partial<Record<TFlagName, boolean>>;

// 001 §7: flags come from the flag service, else the fallback file, else the defaults; layered so a
// partial answer only changes what it names. Later overrides win.
export function resolveFlags(
  defaults: Readonly<TFlags>,
  overrides: readonly (TFlagOverrides | null | undefined)[],
): TFlags {
  const flags: TFlags = { ...defaults };
  for (const layer of overrides) {
    if (!layer) continue;
    for (const name of FLAG_NAMES) {
      const value = layer[name];
      if (typeof value === 'boolean') flags[name] = value;
    }
  }
  return flags;
}

// 000 §2, 001 §2: protected routes go to /maintenance during planned or unplanned maintenance.
export function isInMaintenance(flags: Readonly<TFlags>): boolean {
  return flags['planned-maintenance'] || flags['unplanned-maintenance'];
}

/**
 * What maintenance leaves open. Planned: the portal is read-only, so orders already
 * placed can still be followed (tracking, history, receipts, the public pages) and cancelled,
 * while new requests, bulk orders and changes (an order, a collection point, an address) wait.
 * Unplanned: the portal is down; only the public pages stay. Unplanned wins when both are on.
 */
export type TMaintenanceMode = 'none' | 'read-only' | 'closed';

export function maintenanceMode(flags: Readonly<TFlags>): TMaintenanceMode {
  if (flags['unplanned-maintenance']) return 'closed';
  return flags['planned-maintenance'] ? 'read-only' : 'none';
}
