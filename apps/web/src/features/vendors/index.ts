// What other features may use of vendors (docs/architecture.md: features meet only here).
export { useSaveVendorAddress } from './api/save-vendor-address';
export { useCurrentVendor } from './hooks/use-current-vendor';
export { vendorToSelect } from './vendor-to-select';
export { vendorsQueryOptions } from './api/get-vendors';
