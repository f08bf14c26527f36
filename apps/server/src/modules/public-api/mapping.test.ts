import { describe, expect, it } from 'vitest';
import { ZApiCreateOrderRequest } from '@rider-portal/domain/api/public/orders';
import { createOrderSchema } from '@rider-portal/domain/request-order';
import { apiFieldName, portalPayload, unitFromAddress } from './mapping.ts';

const fee = { fee: 450, expires_at: '2026-11-28T10:05:00.000Z', signature: 'sig' };
const order = (address: string) =>
  ZApiCreateOrderRequest.parse({
    recipient: {
      name: 'Tan Wei Ling',
      phone_number: '+6591234567',
      location: { address, latitude: 1.3691, longitude: 103.8454 },
    },
    amount: 12.5,
    description: 'Chicken rice',
  });

describe('a public order in a market that requires a unit number (Singapore)', () => {
  it('reads the unit from the address as Singapore writes it', () => {
    expect(unitFromAddress('Blk 123 Ang Mo Kio Ave 3 #05-12 Singapore 560123')).toBe('#05-12');
    expect(unitFromAddress('10 Anson Road, # 12-08a, 079903')).toBe('#12-08A');
    expect(unitFromAddress('1 Raffles Place, Singapore 048616')).toBe('');
  });

  it('passes it to the portal payload, and no unit in CY', () => {
    const sg = portalPayload({
      country: 'SG',
      vendorId: 'V1',
      order: order('Blk 123 Ang Mo Kio Ave 3 #05-12 Singapore 560123'),
      fee,
    });
    expect(sg.destinationUnitNumber).toBe('#05-12');
    const cy = portalPayload({ country: 'CY', vendorId: 'V1', order: order('Ledra 20'), fee });
    expect(cy).not.toHaveProperty('destinationUnitNumber');
  });

  it('refuses an address without one as recipient.location.address, in the reference’s words', () => {
    const payload = portalPayload({
      country: 'SG',
      vendorId: 'V1',
      order: order('1 Raffles Place, Singapore 048616'),
      fee,
    });
    const parsed = createOrderSchema({ country: 'SG' }).safeParse(payload);
    expect(parsed.success).toBe(false);
    const fields = parsed.error!.issues.map((i) => apiFieldName(String(i.path[0])));
    expect(fields).toContain('recipient.location.address');
  });
});
