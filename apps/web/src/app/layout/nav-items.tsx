import type { ReactNode } from 'react';
import {
  IconFileSpreadsheet,
  IconHistory,
  IconMapPin,
  IconMessage,
  IconMotorbike,
  IconPlugConnected,
} from '@tabler/icons-react';

export interface TNavItem {
  /** First path segment of the area, e.g. 'history' for /history and /history/:vendorId. */
  segment: string;
  labelKey: string;
  icon: ReactNode;
}

/**
 * 000 §2 top bar tabs: request / tracking / history / bulk order (bulk only with its flag). A
 * guest requests and follows the orders of this device; history and bulk upload belong to an
 * account, so a guest is not shown them.
 */
export function getNavItems(isBulkEnabled: boolean, isGuest = false): TNavItem[] {
  const items: TNavItem[] = [
    { segment: 'request-a-rider', labelKey: 'nav.request', icon: <IconMotorbike size={20} /> },
    { segment: 'order-tracking', labelKey: 'nav.tracking', icon: <IconMapPin size={20} /> },
  ];
  if (isGuest) return items;
  items.push({ segment: 'history', labelKey: 'nav.history', icon: <IconHistory size={20} /> });
  if (isBulkEnabled) {
    items.push({
      segment: 'bulk-order',
      labelKey: 'nav.bulk-order',
      icon: <IconFileSpreadsheet size={20} />,
    });
  }
  return items;
}

/**
 * The account's settings pages, under the account (desktop popover, phone drawer): the public
 * API's clients (issue 19) and the customers' text messages (issue 21). Not for guests and
 * embedded tools, which act for a vendor without managing it.
 */
export function getSettingsItems(iconSize: number): TNavItem[] {
  return [
    {
      segment: 'integrations',
      labelKey: 'nav.integrations',
      icon: <IconPlugConnected size={iconSize} aria-hidden />,
    },
    {
      segment: 'customer-messages',
      labelKey: 'nav.customer-messages',
      icon: <IconMessage size={iconSize} aria-hidden />,
    },
  ];
}

/** The link of an area, keeping the vendor the user is working for. */
export function navHref(segment: string, vendorId: string | undefined): string {
  return vendorId ? `/${segment}/${encodeURIComponent(vendorId)}` : `/${segment}`;
}

export function isActiveSegment(pathname: string, segment: string): boolean {
  return pathname === `/${segment}` || pathname.startsWith(`/${segment}/`);
}

/** 001 §2: the top navigation is hidden on every /tracking/* path (and the sender's /tracking-c2c/*). */
export function isTrackingPath(pathname: string): boolean {
  return /^\/tracking(-c2c)?(\/|$)/.test(pathname);
}
