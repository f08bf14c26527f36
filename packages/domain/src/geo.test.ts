import { describe, expect, it } from 'vitest';
import { foldText, geolocatorLanguage, isPointInPolygon, parseLatLngQuery } from './geo.ts';

describe('geo helpers', () => {
  it('fold accents, tonos, case and the final sigma', () => {
    expect(foldText('Λεωφόρος Μακαρίου Γ΄')).toBe('λεωφοροσ μακαριου γ');
    expect(foldText('ΟΔΟΣ ΛΗΔΡΑΣ')).toBe(foldText('οδός Λήδρας'));
    expect(foldText('Stróvolos')).toBe('strovolos');
    expect(foldText('  Ledra St.,  25 ')).toBe('ledra st 25');
  });

  it('read a pasted lat,lng pair', () => {
    expect(parseLatLngQuery('35.1733, 33.3614')).toEqual({ lat: 35.1733, lng: 33.3614 });
    expect(parseLatLngQuery('-33.9 151.2')).toEqual({ lat: -33.9, lng: 151.2 });
    expect(parseLatLngQuery('95,10')).toBeNull();
    expect(parseLatLngQuery('Ledra 25')).toBeNull();
  });

  it('answer English unless the market writes addresses in its own script', () => {
    expect(geolocatorLanguage('CY')).toBe('en');
    expect(geolocatorLanguage('TW')).toBe('zh-TW');
    expect(geolocatorLanguage('TH')).toBe('th');
  });

  it('tell a point inside a polygon, concave ones included', () => {
    const l: [number, number][] = [
      [0, 0],
      [0, 2],
      [1, 2],
      [1, 1],
      [2, 1],
      [2, 0],
    ];
    expect(isPointInPolygon({ lng: 0.5, lat: 1.5 }, l)).toBe(true);
    expect(isPointInPolygon({ lng: 1.5, lat: 0.5 }, l)).toBe(true);
    expect(isPointInPolygon({ lng: 1.5, lat: 1.5 }, l)).toBe(false);
    expect(isPointInPolygon({ lng: 3, lat: 0.5 }, l)).toBe(false);
  });
});
