// Every endpoint of /api/v1 the web calls, by name: method and path only, with no zod, so the
// landing page's bundle can call the API without the schemas (issue 17). Each name has its
// schemas in `api/<area>.ts`; the server registers the route from there.

export const API_ROUTES = {
  // app-config, flags, country parameters
  getAppConfig: { method: 'GET', path: '/app-config' },
  getFlags: { method: 'GET', path: '/flags' },
  getCountryParameter: { method: 'GET', path: '/get-country-parameter/:name' },
  // auth
  // vendors
  getVendors: { method: 'GET', path: '/vendors' },
  getVendor: { method: 'GET', path: '/vendor/:id' },
  createOutlet: { method: 'POST', path: '/outlet' },
  updateOutlet: { method: 'PUT', path: '/outlet/:id' },
  updateVendorAddress: { method: 'PUT', path: '/vendor/:id/address' },
  // help centre
  getHelpCenterToken: { method: 'GET', path: '/vendor/:id/hc_jwt_token' },
  initHelpCenter: { method: 'POST', path: '/help-center/init' },
  // the request flow
  // geo
  // following orders
  // history
  // payments
  // bulk orders
  // development
} as const satisfies Record<string, { method: string; path: string }>;

export type TApiRouteName = keyof typeof API_ROUTES;
