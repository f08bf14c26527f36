import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '@rider-portal/domain/api/geo';
import type { TAppContext } from '../../app-context.ts';
import { requireCaller } from '../auth/caller.ts';
import { autocomplete, details, reverse } from './service.ts';

/** The geolocator (000 §7): address autocomplete, reverse lookup of a point, details of a result. */
export function geoRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      api.autocompleteAddress.path,
      {
        schema: {
          tags: ['geolocator'],
          summary: 'Addresses matching a text (or a pasted "lat,lng")',
          querystring: api.autocompleteAddress.query,
          response: api.autocompleteAddress.response,
        },
      },
      async (request) => {
        requireCaller(request);
        const q = request.query;
        const results = await autocomplete(ctx, {
          query: q.query,
          country: q.country ?? null,
          near: q.lat !== undefined && q.lng !== undefined ? { lat: q.lat, lng: q.lng } : null,
          language: q.language ?? null,
        });
        return { data: { data: results.map((address) => ({ address })) } };
      },
    );

    app.get(
      api.reverseGeocode.path,
      {
        schema: {
          tags: ['geolocator'],
          summary: 'The address at a point',
          querystring: api.reverseGeocode.query,
          response: api.reverseGeocode.response,
        },
      },
      async (request) => {
        requireCaller(request);
        const { lat, lng, language } = request.query;
        return { data: { data: await reverse(ctx, { lat, lng, language: language ?? null }) } };
      },
    );

    app.get(
      api.getPlaceDetails.path,
      {
        schema: {
          tags: ['geolocator'],
          summary: 'Details of an autocomplete result',
          querystring: api.getPlaceDetails.query,
          response: api.getPlaceDetails.response,
        },
      },
      async (request) => {
        requireCaller(request);
        const { query_id: queryId, language } = request.query;
        return { data: { data: await details(ctx, { queryId, language: language ?? null }) } };
      },
    );
  };
}
