import type { QueryClient } from '@tanstack/react-query';
import { requestOptionsQueryOptions } from '../features/request/api/request-options';
import { serviceHoursQueryOptions } from '../features/request/api/service-hours';
// Straight from the two files, not the feature's index: the index also brings the vendor hooks
// and the address mutation (TanStack's mutation code) into the landing page's first script.
import { vendorsQueryOptions } from '../features/vendors/api/get-vendors';
import { vendorToSelect } from '../features/vendors/vendor-to-select';
import { flagsQueryOptions } from '../shared/flags/use-flag';
import type { TSessionState } from '../shared/session/session-store';
import { getSelectedVendor, selectVendor } from '../shared/vendor/selected-vendor';
import { AREA_PAGES } from './area-pages';

/**
 * Loads what a signed-in area's first screen shows, from the address alone, while the app's code
 * loads: the branch list, the branch to act for (chosen by the layout's rule, now rather than
 * after the first render), its flags, and the page's own first answers (the request page: its
 * options and the service hours). The first render then draws the page once, with its data.
 * Before, each answer re-rendered the page at once as it came (a store's change cannot wait),
 * one long task after another on a slow phone, and the branch's flags and the request page's
 * answers were asked for only after the list had come. Settles when all are in or failed (the
 * page then asks again and says why).
 */
export async function prepareSignedInArea(
  queryClient: QueryClient,
  session: TSessionState,
  url: URL,
): Promise<void> {
  const vendors = await queryClient
    .fetchQuery(vendorsQueryOptions(session.user?.id ?? session.vendorId))
    .catch(() => undefined);
  const [, area = '', pathVendorId] = url.pathname.split('/');
  const urlVendorId = area in AREA_PAGES && pathVendorId ? decodeURIComponent(pathVendorId) : null;
  const fixedVendorId = session.mode === 'CLASSIC' ? null : session.vendorId;
  const next = vendorToSelect({
    fixedVendorId,
    urlVendorId,
    vendors,
    remembered: getSelectedVendor().vendorId,
  });
  if (next !== undefined) selectVendor(next);
  const vendorId = getSelectedVendor().vendorId;
  const loads: Promise<unknown>[] = [
    queryClient.prefetchQuery(flagsQueryOptions(session.vendorId ?? vendorId)),
  ];
  if (area === 'request-a-rider' && vendorId && !url.searchParams.has('orderID')) {
    loads.push(
      queryClient.prefetchQuery(requestOptionsQueryOptions(vendorId)),
      queryClient.prefetchQuery(serviceHoursQueryOptions()),
    );
  }
  await Promise.all(loads);
}
