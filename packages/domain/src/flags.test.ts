import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  FLAG_DEFAULTS,
  FLAG_NAMES,
  isFlagName,
  isInMaintenance,
  maintenanceMode,
  resolveFlags,
} from './flags.ts';
import { ZFlagMap } from './enum-schemas.ts';
import type { TFlagOverrides } from './flags.ts';

describe('FLAG_NAMES (000 §6, 001 §6)', () => {
  it('names every flag of both documents once, in kebab case', () => {
    for (const name of [
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
    ]) {
      expect(FLAG_NAMES).toContain(name);
    }
    expect(new Set(FLAG_NAMES).size).toBe(FLAG_NAMES.length);
    for (const name of FLAG_NAMES) expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(isFlagName('voucher')).toBe(true);
    expect(isFlagName('Voucher')).toBe(false);
  });

  it('has a default for every flag: maintenance, deactivation and banner off, features on', () => {
    expect(Object.keys(FLAG_DEFAULTS).sort()).toEqual([...FLAG_NAMES].sort());
    expect(FLAG_DEFAULTS['planned-maintenance']).toBe(false);
    expect(FLAG_DEFAULTS['unplanned-maintenance']).toBe(false);
    expect(FLAG_DEFAULTS['sign-up-deactivation']).toBe(false);
    expect(FLAG_DEFAULTS['technical-problems-banner']).toBe(false);
    expect(FLAG_DEFAULTS['bulk-order-upload']).toBe(true);
    expect(FLAG_DEFAULTS['guest-checkout']).toBe(true);
    expect(isInMaintenance(FLAG_DEFAULTS)).toBe(false);
  });
});

describe('maintenanceMode', () => {
  it('is read-only during planned maintenance, closed during unplanned, none otherwise', () => {
    expect(maintenanceMode(FLAG_DEFAULTS)).toBe('none');
    expect(maintenanceMode({ ...FLAG_DEFAULTS, 'planned-maintenance': true })).toBe('read-only');
    expect(maintenanceMode({ ...FLAG_DEFAULTS, 'unplanned-maintenance': true })).toBe('closed');
    expect(
      maintenanceMode({
        ...FLAG_DEFAULTS,
        'planned-maintenance': true,
        'unplanned-maintenance': true,
      }),
    ).toBe('closed');
  });
});

describe('ZFlagMap', () => {
  it('keeps known boolean flags and drops unknown keys', () => {
    expect(ZFlagMap.parse({ voucher: false, 'some-future-flag': 'x' })).toEqual({ voucher: false });
  });

  it('refuses a known flag that is not a boolean', () => {
    expect(ZFlagMap.safeParse({ voucher: 'no' }).success).toBe(false);
  });
});

describe('resolveFlags (001 §7)', () => {
  it('layers overrides over the defaults, later ones winning', () => {
    const flags = resolveFlags(FLAG_DEFAULTS, [
      { voucher: false, 'planned-maintenance': true },
      null,
      { voucher: true },
    ]);
    expect(flags.voucher).toBe(true);
    expect(flags['planned-maintenance']).toBe(true);
    expect(flags['pre-order']).toBe(FLAG_DEFAULTS['pre-order']);
    expect(isInMaintenance(flags)).toBe(true);
  });

  it('does not change the defaults it is given', () => {
    resolveFlags(FLAG_DEFAULTS, [{ voucher: false }]);
    expect(FLAG_DEFAULTS.voucher).toBe(true);
  });

  const arbOverrides = fc.dictionary(
    fc.constantFrom(...FLAG_NAMES),
    fc.boolean(),
  ) as fc.Arbitrary<TFlagOverrides>;

  it('law: the last layer naming a flag decides it; unnamed flags keep their default', () => {
    fc.assert(
      fc.property(fc.array(arbOverrides, { maxLength: 5 }), (layers) => {
        const flags = resolveFlags(FLAG_DEFAULTS, layers);
        for (const name of FLAG_NAMES) {
          const last = [...layers].reverse().find((l) => l[name] !== undefined);
          expect(flags[name]).toBe(last ? last[name] : FLAG_DEFAULTS[name]);
        }
      }),
    );
  });

  it('law: layering is associative (flattening layers first changes nothing)', () => {
    fc.assert(
      fc.property(arbOverrides, arbOverrides, arbOverrides, (a, b, c) => {
        expect(resolveFlags(resolveFlags(FLAG_DEFAULTS, [a, b]), [c])).toEqual(
          resolveFlags(FLAG_DEFAULTS, [a, b, c]),
        );
      }),
    );
  });
});
