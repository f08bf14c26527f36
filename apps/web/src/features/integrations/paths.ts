/** The Integrations screen of a vendor, and one of its clients (ClientIDs hold a colon). */
export function integrationsPath(vendorId: string): string {
  return `/integrations/${encodeURIComponent(vendorId)}`;
}

export function clientPath(vendorId: string, clientId: string, tab?: 'deliveries'): string {
  const path = `${integrationsPath(vendorId)}/clients/${encodeURIComponent(clientId)}`;
  return tab ? `${path}?tab=${tab}` : path;
}
