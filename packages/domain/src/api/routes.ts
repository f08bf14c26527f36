// Every endpoint of /api/v1 the web calls, by name: method and path only, with no zod, so the
// landing page's bundle can call the API without the schemas. Each name has its
// schemas in `api/<area>.ts`; the server registers the route from there.

export const API_ROUTES = {
  // app-config, flags, country parameters
  getAppConfig: { method: 'GET', path: '/app-config' },
  getFlags: { method: 'GET', path: '/flags' },
  getCountryParameter: { method: 'GET', path: '/get-country-parameter/:name' },
  // auth
  login: { method: 'POST', path: '/login' },
  extendLogin: { method: 'POST', path: '/login/extend' },
  logout: { method: 'POST', path: '/logout' },
  register: { method: 'POST', path: '/register' },
  verifyRegistration: { method: 'POST', path: '/register/verify' },
  resendVerification: { method: 'POST', path: '/register/resend-verification' },
  forgotPassword: { method: 'POST', path: '/password/forgot' },
  resetPassword: { method: 'POST', path: '/password/reset' },
  openGuestSession: { method: 'POST', path: '/guest/session' },
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
  getRequestOptions: { method: 'GET', path: '/request-options/:vendorId' },
  quoteDeliveryFee: { method: 'POST', path: '/delivery/fee' },
  checkDeliverability: { method: 'POST', path: '/delivery/area/validate' },
  getEstimations: { method: 'POST', path: '/estimations' },
  getServiceHours: { method: 'GET', path: '/service-hours' },
  searchCustomers: { method: 'GET', path: '/addressbook/search-customers/:vendorId' },
  getVoucher: { method: 'GET', path: '/voucher/:code' },
  validateVoucher: { method: 'POST', path: '/voucher/validate' },
  createOrder: { method: 'POST', path: '/order' },
  updateOrder: { method: 'PUT', path: '/order/:orderId' },
  // geo
  autocompleteAddress: { method: 'GET', path: '/geolocator/autocomplete' },
  reverseGeocode: { method: 'GET', path: '/geolocator/reverse' },
  getPlaceDetails: { method: 'GET', path: '/geolocator/details' },
  // following orders
  getOrders: { method: 'GET', path: '/vendor/:vendorId/orders' },
  getOrder: { method: 'GET', path: '/order' },
  getOrderProof: { method: 'GET', path: '/order/proof' },
  cancelOrder: { method: 'PUT', path: '/order/cancel' },
  getRider: { method: 'GET', path: '/riders/:orderId' },
  getTrackingLinks: { method: 'GET', path: '/order/tracking-link' },
  getOrderMessages: { method: 'GET', path: '/order/messages' },
  getNotificationSettings: { method: 'GET', path: '/vendor/:vendorId/notification-settings' },
  saveNotificationSettings: { method: 'PUT', path: '/vendor/:vendorId/notification-settings' },
  resetNotificationSettings: { method: 'DELETE', path: '/vendor/:vendorId/notification-settings' },
  getPublicTracking: { method: 'GET', path: '/public/tracking/:orderId' },
  getC2cTracking: { method: 'GET', path: '/public/tracking-c2c/:orderId' },
  // history
  getDeliveryReceipt: { method: 'GET', path: '/delivery-receipt/:orderId' },
  // payments
  openWalletSession: { method: 'POST', path: '/order/payment/auth/:vendorId' },
  createPaymentIntent: { method: 'POST', path: '/order/payment/intent' },
  confirmPaymentIntent: { method: 'POST', path: '/order/payment/intent/confirm' },
  completeChallenge: { method: 'POST', path: '/order/payment/intent/challenge' },
  getOrderPayment: { method: 'GET', path: '/order/payment' },
  removeInstrument: { method: 'DELETE', path: '/order/payment/instrument/:instrumentId' },
  getSandboxChallenge: { method: 'GET', path: '/order/payment/sandbox/challenge' },
  answerSandboxChallenge: { method: 'POST', path: '/order/payment/sandbox/challenge' },
  // bulk orders
  createBulkJob: { method: 'POST', path: '/bulk-job/create' },
  placeBulkOrders: { method: 'POST', path: '/bulk-job/place-orders/:bulkJobId' },
  getBulkJobs: { method: 'GET', path: '/bulk-job/all/:vendorId' },
  getBulkJob: { method: 'GET', path: '/bulk-job/detail/:vendorId/:jobId' },
  fixBulkRow: { method: 'PUT', path: '/bulk-job/row/:vendorId/:jobId/:rowNumber' },
  resubmitBulkJob: { method: 'POST', path: '/bulk-job/resubmit/:vendorId/:jobId' },
  // integrations: the vendor's public API clients and their webhook deliveries (issue 19)
  getApiClients: { method: 'GET', path: '/vendor/:vendorId/api-clients' },
  createApiClient: { method: 'POST', path: '/vendor/:vendorId/api-clients' },
  updateApiClient: { method: 'PUT', path: '/vendor/:vendorId/api-clients/:clientId' },
  rotateApiClientKey: { method: 'POST', path: '/vendor/:vendorId/api-clients/:clientId/keys' },
  revokeApiClient: { method: 'DELETE', path: '/vendor/:vendorId/api-clients/:clientId' },
  getWebhookDeliveries: {
    method: 'GET',
    path: '/vendor/:vendorId/api-clients/:clientId/deliveries',
  },
  replayWebhookDelivery: {
    method: 'POST',
    path: '/vendor/:vendorId/api-clients/:clientId/deliveries/:deliveryId/replay',
  },
  replayFailedWebhooks: {
    method: 'POST',
    path: '/vendor/:vendorId/api-clients/:clientId/deliveries/replay-failed',
  },
  sendTestWebhook: { method: 'POST', path: '/vendor/:vendorId/api-clients/:clientId/test-event' },
  // development
  getMailbox: { method: 'GET', path: '/dev/mailbox' },
  getMessages: { method: 'GET', path: '/dev/messages' },
  // text messages' replies (a gateway's inbound webhook)
  receiveSmsReply: { method: 'POST', path: '/sms/inbound' },
} as const satisfies Record<string, { method: string; path: string }>;

export type TApiRouteName = keyof typeof API_ROUTES;
