import { describe, expect, it } from 'vitest';
import type { TVendor } from '@rider-portal/domain/vendors';
import { vendorToSelect } from './vendor-to-select';

// The branch a person acts for, chosen by the layout and, before the first render, by the app's
// start-up: both by this rule, so the first screen is drawn for the branch the layout keeps.

const vendor = (vendor_id: string) => ({ vendor_id }) as TVendor;
const vendors = [vendor('V1000'), vendor('V1001')];
const base = { fixedVendorId: null, urlVendorId: null, vendors, remembered: null };

describe('vendorToSelect', () => {
  it("takes the mode's vendor (a guest, the embedded tool) over everything", () => {
    expect(vendorToSelect({ ...base, fixedVendorId: 'G1', urlVendorId: 'V1001' })).toBe('G1');
  });

  it('takes the vendor in the address when it is one of the branches, or while they are unknown', () => {
    expect(vendorToSelect({ ...base, urlVendorId: 'V1001', remembered: 'V1000' })).toBe('V1001');
    expect(vendorToSelect({ ...base, urlVendorId: 'V1001', vendors: undefined })).toBe('V1001');
  });

  it('keeps the remembered branch while it is in the list', () => {
    expect(vendorToSelect({ ...base, remembered: 'V1001' })).toBeUndefined();
    expect(vendorToSelect({ ...base, urlVendorId: 'V9999', remembered: 'V1001' })).toBeUndefined();
  });

  it('falls back to the first branch when nothing (or a branch no longer listed) is remembered', () => {
    expect(vendorToSelect(base)).toBe('V1000');
    expect(vendorToSelect({ ...base, remembered: 'V9999' })).toBe('V1000');
    expect(vendorToSelect({ ...base, vendors: [] })).toBeNull();
  });

  it('leaves the choice alone while the list is not known', () => {
    expect(vendorToSelect({ ...base, vendors: undefined })).toBeUndefined();
  });
});
