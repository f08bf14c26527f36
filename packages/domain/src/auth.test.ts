import { describe, expect, it } from 'vitest';
import { ZLoginRequest, ZResetPasswordRequest, registerRequestSchema } from './auth.ts';

const keysOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('registration payload (000 §2, §5)', () => {
  const pv = registerRequestSchema({ registrationType: 'PV', phoneRegion: 'CY' });
  const npv = registerRequestSchema({ registrationType: 'NPV', phoneRegion: 'CY' });
  const base = {
    phone_number: '99123456',
    email_address: ' owner@example.com ',
    password: 'Ride-2026!',
    repeat_password: 'Ride-2026!',
  };

  it('takes a vendor code (PV) or a business name (NPV), trimming what is typed', () => {
    expect(pv.parse({ ...base, vendor_code: ' V1 ' })).toMatchObject({
      vendor_code: 'V1',
      email_address: 'owner@example.com',
    });
    expect(npv.parse({ ...base, business_name: 'Cafe' }).business_name).toBe('Cafe');
  });

  it("refuses the other type's field and unknown fields", () => {
    expect(pv.safeParse({ ...base, vendor_code: 'V1', business_name: 'Cafe' }).success).toBe(false);
    expect(npv.safeParse({ ...base, business_name: 'Cafe', vendor_code: 'V1' }).success).toBe(
      false,
    );
    expect(pv.safeParse({ ...base, vendor_code: 'V1', admin: true }).success).toBe(false);
  });

  it('checks the mobile number in the market region', () => {
    expect(keysOf(pv.safeParse({ ...base, vendor_code: 'V1', phone_number: '12' }))).toEqual([
      'validation.phone-invalid',
    ]);
    const sg = registerRequestSchema({ registrationType: 'PV', phoneRegion: 'SG' });
    expect(sg.safeParse({ ...base, vendor_code: 'V1', phone_number: '81234567' }).success).toBe(
      true,
    );
  });

  it('reports a repetition that differs on repeat_password', () => {
    const result = pv.safeParse({ ...base, vendor_code: 'V1', repeat_password: 'Other-2026!' });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['repeat_password'],
      message: 'validation.passwords-do-not-match',
    });
  });

  it('reports every missing field with its key', () => {
    expect(keysOf(pv.safeParse({}))).toEqual([
      'validation.vendor-code-required',
      'validation.phone-number-required',
      'validation.email-required',
      'validation.password-required',
      'validation.passwords-do-not-match',
    ]);
  });
});

describe('sign in and reset payloads', () => {
  it('needs an email and a password, nothing else', () => {
    expect(ZLoginRequest.safeParse({ email_address: 'a@b.co', password: 'x' }).success).toBe(true);
    expect(keysOf(ZLoginRequest.safeParse({ email_address: 'a@b.co', password: '' }))).toEqual([
      'validation.password-required',
    ]);
    expect(
      ZLoginRequest.safeParse({ email_address: 'a@b.co', password: 'x', extra: 1 }).success,
    ).toBe(false);
  });

  it('needs a 6-digit code and a new password that follows the rule', () => {
    const reset = {
      email_address: 'a@b.co',
      code: '123456',
      password: 'Ride-2026!',
      repeat_password: 'Ride-2026!',
    };
    expect(ZResetPasswordRequest.safeParse(reset).success).toBe(true);
    expect(keysOf(ZResetPasswordRequest.safeParse({ ...reset, code: '12345' }))).toEqual([
      'validation.reset-code-invalid',
    ]);
  });
});
