import type { TC2cTracking, TPublicTracking } from '@rider-portal/domain/public-tracking';

// The server renders a public tracking page with its order. The build renders these
// stand-ins once per page and direction only to find the CSS such a page needs on its first paint
// (inlined in the page the server fills); they are never shown. A rider on the way to the
// customer: the status, its estimate, the rider's card, both addresses and a timeline.

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 15, 12, minutes)).toISOString();

export const TRACKING_SAMPLE: TPublicTracking = {
  order_id: 'RPSAMPLE',
  status: 'PICKED_UP',
  status_group: 'collected',
  status_history: [
    { status: 'RECEIVED', created_at: at(0) },
    { status: 'COURIER_ACCEPTED_DELIVERY', created_at: at(2) },
    { status: 'NEAR_VENDOR', created_at: at(8) },
    { status: 'PICKED_UP', created_at: at(12) },
  ],
  created_at: at(0),
  preordered_for: null,
  vendor_name: 'Sample kitchen',
  pickup: { address: '1 Sample Street', latitude: 35.1667, longitude: 33.3667 },
  dropoff: { address: '2 Sample Avenue', latitude: 35.17, longitude: 33.37 },
  eta_pickup_at: at(10),
  eta_dropoff_at: at(25),
  rider: {
    name: 'Sam',
    vehicle: 'motorbike',
    lat: 35.168,
    lng: 33.368,
    heading: 90,
    updated_at: at(14),
  },
};

export const C2C_TRACKING_SAMPLE: TC2cTracking = {
  ...TRACKING_SAMPLE,
  vendor_name: null,
  pickup: { ...TRACKING_SAMPLE.pickup, unit: '1', building: 'A', notes: 'Ring twice' },
  dropoff: { ...TRACKING_SAMPLE.dropoff, unit: '2', building: 'B', notes: 'Leave at door' },
  sender: { name: 'Sam Sender', phone_number: '+35799000000' },
  receiver: { name: 'Rae Receiver', phone_number: '+35799000001' },
  parcel: { description: 'Documents', cold_bag_needed: false, amount: null, currency: 'EUR' },
  payment: { method: 'CARD', status: 'paid' },
};
