import { describe, expect, it } from 'vitest';
import { loadedRequestRules, loadRequestRules, validateRequest } from './use-request-validation';

describe('the request form checked with the server’s schema, loaded when first needed', () => {
  it('has no rules before they are asked for, then reports the fields to fix in order', async () => {
    expect(loadedRequestRules()).toBeNull();
    const rules = await loadRequestRules();
    expect(loadedRequestRules()).toBe(rules);
    // Asked again, the same load answers.
    expect(await loadRequestRules()).toBe(rules);
    const errors = validateRequest({
      rules,
      mode: 'create',
      payload: { vendor_id: 'V1', destinationName: '', destinationPhoneNumber: '12' },
      country: 'CY',
      allowedPaymentMethods: ['CASH_ON_DELIVERY'],
    });
    const fields = errors.map((e) => e.field);
    expect(fields).toContain('name');
    expect(fields).toContain('phone');
    expect(errors.find((e) => e.field === 'name')?.key).toMatch(/^validation\./);
  });
});
