import { describe, expect, it } from 'vitest';
import { createOrderSchema } from '@rider-portal/domain/request-order';
import {
  buildCreatePayload,
  emptyDraft,
  fullPhone,
  parseAmount,
  dropOffPatch,
  type TRequestDraft,
} from './request-draft';
import { preorderSlots } from './preorder-slots';

const quote = {
  fee: 450,
  currency: 'EUR',
  distance_km: 3.04,
  expires_at: '2026-11-21T10:05:00.000Z',
  signature: 'sig',
};

describe('request draft', () => {
  it('reads amounts in major units as minor units, with a comma or a dot', () => {
    expect(parseAmount('18.50', 'CY')).toBe(1850);
    expect(parseAmount('18,5', 'CY')).toBe(1850);
    expect(parseAmount(' 7 ', 'KW')).toBe(7000);
    expect(parseAmount('', 'CY')).toBeUndefined();
    expect(parseAmount('12abc', 'CY')).toBeNaN();
  });

  it('writes the phone with the market prefix unless one was typed', () => {
    expect(fullPhone('99 123 456', 'CY')).toBe('+35799123456');
    expect(fullPhone('0412345678', 'AT')).toBe('+43412345678');
    expect(fullPhone('+306912345678', 'CY')).toBe('+306912345678');
    expect(fullPhone('', 'CY')).toBe('');
  });

  it('builds a payload the server schema accepts, sending only the signed part of the fee', () => {
    const draft = {
      ...emptyDraft('CASH_ON_DELIVERY'),
      dropOff: {
        address: 'Ledra Street, Nicosia',
        latitude: 35.1733,
        longitude: 33.3614,
        city: 'Nicosia',
      },
      dropOffText: 'Ledra Street 25, Nicosia',
      name: 'Maria Georgiou',
      phone: '99123456',
      amount: '18.50',
    };
    const payload = buildCreatePayload({
      draft,
      vendorId: 'V1001',
      country: 'CY',
      fee: quote,
      needsOrigin: false,
      isVatEnabled: true,
    });
    expect(payload.delivery_fee).toEqual({
      fee: 450,
      expires_at: quote.expires_at,
      signature: 'sig',
    });
    expect(payload).toMatchObject({
      destinationTextAddress: 'Ledra Street 25, Nicosia',
      destinationPhoneNumber: '+35799123456',
      orderAmount: 1850,
      origin: null,
      preordered_for: null,
      recipient_language: null,
    });
    expect(createOrderSchema({ country: 'CY' }).safeParse(payload).success).toBe(true);
    const inArabic = buildCreatePayload({
      draft: { ...draft, recipientLanguage: 'ar' },
      vendorId: 'V1001',
      country: 'CY',
      fee: quote,
      needsOrigin: false,
      isVatEnabled: true,
    });
    expect(createOrderSchema({ country: 'CY' }).parse(inArabic).recipient_language).toBe('ar');
  });
});

describe('drop-off location type (000 §3, §4)', () => {
  const place = {
    address: 'Ledra Street, Nicosia',
    latitude: 35.1733,
    longitude: 33.3614,
    city: '',
  };
  const apply = (draft: TRequestDraft, patch: Partial<TRequestDraft>) => ({ ...draft, ...patch });

  it('is unset in a new form', () => {
    expect(emptyDraft('CASH_ON_DELIVERY').locationType).toBeNull();
  });

  it('is TEXT for an address from the search and PIN for one from the map pin', () => {
    const typed = apply(emptyDraft('CASH_ON_DELIVERY'), dropOffPatch(place, 'TEXT'));
    expect(typed).toMatchObject({
      dropOff: place,
      dropOffText: 'Ledra Street, Nicosia',
      locationType: 'TEXT',
    });
    const pinned = apply(typed, dropOffPatch({ ...place, address: 'Onasagorou 10' }, 'PIN'));
    expect(pinned).toMatchObject({ dropOffText: 'Onasagorou 10', locationType: 'PIN' });
    expect(apply(pinned, dropOffPatch(place, 'TEXT')).locationType).toBe('TEXT');
  });

  it('is not sent with the order', () => {
    const draft = apply(emptyDraft('CASH_ON_DELIVERY'), dropOffPatch(place, 'PIN'));
    const payload = buildCreatePayload({
      draft,
      vendorId: 'V1001',
      country: 'CY',
      fee: quote,
      needsOrigin: false,
      isVatEnabled: true,
    });
    expect(payload).toMatchObject({ destinationTextAddress: 'Ledra Street, Nicosia' });
    expect(JSON.stringify(payload)).not.toContain('PIN');
  });
});

describe('pre-order slots', () => {
  const now = Date.parse('2026-11-21T10:00:00Z'); // 12:00 in Nicosia

  it('run every 15 minutes from 30 minutes to 2 days ahead, on the market clock', () => {
    const days = preorderSlots({
      now,
      timeZone: 'Asia/Nicosia',
      serviceHours: '0000:0000',
      language: 'en-GB',
    });
    expect(days.map((d) => d.value)).toEqual(['2026-11-21', '2026-11-22', '2026-11-23']);
    expect(days[0]!.slots[0]).toEqual({
      value: String((now + 30 * 60_000) / 1000),
      label: '12:30',
    });
    const last = days.at(-1)!.slots.at(-1)!;
    expect(Number(last.value) * 1000).toBe(now + 2 * 86_400_000);
  });

  it('keep to the service hours', () => {
    const days = preorderSlots({
      now,
      timeZone: 'Asia/Nicosia',
      serviceHours: '1800:2000',
      language: 'en-GB',
    });
    const labels = days.flatMap((d) => d.slots.map((s) => s.label));
    expect(labels.slice(0, 9)).toEqual([
      '18:00',
      '18:15',
      '18:30',
      '18:45',
      '19:00',
      '19:15',
      '19:30',
      '19:45',
      '20:00',
    ]);
    expect(new Set(labels.map((l) => l.slice(0, 2)))).toEqual(new Set(['18', '19', '20']));
  });
});
