import { describe, it, expect } from 'vitest';
import {
  APP_MODES,
  ENVIRONMENTS,
  FLAG_PROVIDERS,
  REGIONS,
  REGISTRATION_TYPES,
  environmentName,
  isBypassTestVendor,
  isOutletEditable,
  isVendorOrderId,
  makeOrderId,
  parseRegion,
  regionArea,
} from './platform.ts';

describe('startup allowed lists (001 §5, §9)', () => {
  it('lists environments, regions, registration types, flag providers and modes', () => {
    expect(ENVIRONMENTS).toEqual(['san', 'stg', 'prd']);
    expect(REGIONS).toEqual([
      'AP_NORTHEAST_1',
      'AP_SOUTHEAST_1',
      'AP_SOUTH_1',
      'EU_NORTH_1',
      'EU_WEST_2',
      'EU_CENTRAL_1',
    ]);
    expect(REGISTRATION_TYPES).toEqual(['PV', 'NPV']);
    expect(FLAG_PROVIDERS).toEqual(['database', 'fallback-file', 'defaults']);
    expect(APP_MODES).toEqual(['CLASSIC', 'GODROID', 'GUEST']);
  });

  it('names environments: prd production, san sandbox, otherwise staging', () => {
    expect(environmentName('prd')).toBe('production');
    expect(environmentName('san')).toBe('sandbox');
    expect(environmentName('stg')).toBe('staging');
    expect(environmentName('dev')).toBe('staging');
  });

  it('reads a region in either spelling', () => {
    expect(parseRegion('eu-west-2')).toBe('EU_WEST_2');
    expect(parseRegion('AP_SOUTH_1')).toBe('AP_SOUTH_1');
    expect(parseRegion('us-east-1')).toBeNull();
    expect(regionArea('AP_NORTHEAST_1')).toBe('asia');
    expect(regionArea('EU_CENTRAL_1')).toBe('europe');
  });
});

describe('vendor and order ids', () => {
  it("treats ids starting with 'test-' as bypass test vendors", () => {
    expect(isBypassTestVendor('test-123')).toBe(true);
    expect(isBypassTestVendor('V1000')).toBe(false);
    expect(isBypassTestVendor('contest-1')).toBe(false);
  });

  it('locks outlets whose id starts with a- or b- (000 §4)', () => {
    expect(isOutletEditable('a-123')).toBe(false);
    expect(isOutletEditable('b-9')).toBe(false);
    expect(isOutletEditable('c-1')).toBe(true);
    expect(isOutletEditable('V1001')).toBe(true);
  });

  it('builds order ids as {vendor_id}-{n} and recognises them', () => {
    expect(makeOrderId('V1000', 7)).toBe('V1000-7');
    expect(isVendorOrderId('V1000-7', 'V1000')).toBe(true);
    expect(isVendorOrderId('V10001-7', 'V1000')).toBe(false);
    expect(isVendorOrderId('V1000-', 'V1000')).toBe(false);
    expect(isVendorOrderId('-7', '')).toBe(false);
  });
});
