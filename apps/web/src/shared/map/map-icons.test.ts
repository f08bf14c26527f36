import { describe, expect, it } from 'vitest';
import { pinIcon, riderIcon, vehicleKind } from './map-icons';

describe('map icons', () => {
  it.each([
    ['motorbike', 'motorbike'],
    ['Motorcycle', 'motorbike'],
    ['scooter', 'scooter'],
    ['Moped', 'scooter'],
    ['bicycle', 'bicycle'],
    ['e-bike', 'bicycle'],
    ['Car', 'car'],
    ['van', 'car'],
    ['', 'motorbike'],
    [null, 'motorbike'],
    ['hovercraft', 'motorbike'],
  ])('draws a rider on a %s as a %s', (vehicle, kind) => {
    expect(vehicleKind(vehicle)).toBe(kind);
  });

  it('labels the rider for screen readers, with the vehicle drawn and the heading turned', () => {
    const html = String(riderIcon('Rider <Nikos>', 90, 'car').options.html);
    expect(html).toContain('aria-label="Rider &lt;Nikos&gt;"');
    expect(html).toContain('data-vehicle="car"');
    expect(html).toContain('rotate(90 31 31)');
    expect(html).not.toContain('style=');
    expect(String(riderIcon('Rider', null, 'bicycle').options.html)).not.toContain('rotate(');
  });

  it('marks a draggable drop-off pin for its cursor', () => {
    expect(pinIcon('dropoff', 'Drop-off', { isDraggable: true }).options.className).toBe(
      'rp-map-pin rp-map-pin--draggable',
    );
    expect(pinIcon('pickup', 'Pickup').options.className).toBe('rp-map-pin');
  });
});
