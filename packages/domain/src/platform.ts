/** 001 §5, §9: prd production, san sandbox, stg staging. */
export const ENVIRONMENTS = ['san', 'stg', 'prd'] as const;
export type TEnvironment = (typeof ENVIRONMENTS)[number];

// 001 §9 "Environments": prd is production, san sandbox, anything else staging.
export function environmentName(env: string): 'production' | 'sandbox' | 'staging' {
  if (env === 'prd') return 'production';
  if (env === 'san') return 'sandbox';
  return 'staging';
}

/** 000 §9, 001 §9 "Allowed regions". */
export const REGIONS = [
  'AP_NORTHEAST_1',
  'AP_SOUTHEAST_1',
  'AP_SOUTH_1',
  'EU_NORTH_1',
  'EU_WEST_2',
  'EU_CENTRAL_1',
] as const;
export type TRegion = (typeof REGIONS)[number];

// 000 §9: a region is given as EU_WEST_2 or eu-west-2; both name the same allowed region.
export function parseRegion(value: string): TRegion | null {
  const normalized = value.trim().toUpperCase().replaceAll('-', '_');
  return (REGIONS as readonly string[]).includes(normalized) ? (normalized as TRegion) : null;
}

/** 001 §7: the flag service answers from an Asia or a Europe region. */
export function regionArea(region: TRegion): 'asia' | 'europe' {
  return region.startsWith('AP_') ? 'asia' : 'europe';
}

/** 000 §6, 001 §6: registration type. */
export const REGISTRATION_TYPES = ['PV', 'NPV'] as const;
export type TRegistrationType = (typeof REGISTRATION_TYPES)[number];

/**
 * 001 §7: where flags come from, in order of precedence: our flag service (overrides kept in the
 * database), the fwfFallback.json file, the built-in defaults.
 */
export const FLAG_PROVIDERS = ['database', 'fallback-file', 'defaults'] as const;
export type TFlagProvider = (typeof FLAG_PROVIDERS)[number];

/** 000 §4, 001 §1: application modes (GODROID = embedded in a vendor or rider tool). */
export const APP_MODES = ['CLASSIC', 'GODROID', 'GUEST'] as const;
export type TAppMode = (typeof APP_MODES)[number];

const BYPASS_TEST_VENDOR_PREFIX = 'test-';

// 000 §6, 001 §6 "Some vendor ids are bypass test vendors" (which: not shown): ids starting 'test-'.
export function isBypassTestVendor(vendorId: string): boolean {
  return vendorId.startsWith(BYPASS_TEST_VENDOR_PREFIX);
}

const LOCKED_OUTLET_ID_PREFIXES = ['a-', 'b-'] as const;

// 000 §4, 001 §5: outlet ids starting with a- or b- cannot be edited.
export function isOutletEditable(vendorId: string): boolean {
  return !LOCKED_OUTLET_ID_PREFIXES.some((prefix) => vendorId.startsWith(prefix));
}

// ARCHITECTURE "Data rules", 001 §3: an order id is {vendor_id}-{n}.
export function makeOrderId(vendorId: string, n: number): string {
  return `${vendorId}-${n}`;
}

// 001 §5: an order id search matches ids that start with the vendor id and a dash.
export function isVendorOrderId(orderId: string, vendorId: string): boolean {
  return (
    vendorId !== '' && orderId.startsWith(`${vendorId}-`) && orderId.length > vendorId.length + 1
  );
}
