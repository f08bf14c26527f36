// The npm package pandago-nodejs-sdk (1.0.8) ships no types: what the third-party client test uses.
declare module 'pandago-nodejs-sdk' {
  export default class Pandago {
    constructor(options: {
      env?: 'sandbox' | 'production';
      countryCode?: string;
      version?: string;
      clientId: string;
      keyId: string;
      privateKey: string;
      scope?: string;
      debug?: boolean;
    });
    authUrl: string;
    apiUrl: string;
    estimateFee(order: unknown): Promise<Record<string, unknown>>;
    estimateTime(order: unknown): Promise<Record<string, unknown>>;
    submitOrder(order: unknown): Promise<Record<string, unknown>>;
    getOrder(orderId: string): Promise<Record<string, unknown>>;
    cancelOrder(orderId: string, reason?: string): Promise<unknown>;
    getOrderCurrentCourierLocation(orderId: string): Promise<Record<string, unknown>>;
    getOrderProof(orderId: string): Promise<unknown>;
    createOrUpdateOutlet(id: string, outlet: unknown): Promise<Record<string, unknown>>;
    getOutlet(id: string): Promise<Record<string, unknown>>;
  }
}
