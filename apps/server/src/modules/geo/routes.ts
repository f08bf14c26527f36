import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCountryCode } from '@rider-portal/domain/markets';
import type { TAppContext } from '../../app-context.ts';
import { requireCaller } from '../auth/caller.ts';
import { autocomplete, details, reverse } from './service.ts';

const ZLanguage = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/);

const ZPlace = z.object({
  formatted_address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  city: z.string(),
  country_code: z.string(),
  zipcode: z.string(),
  street: z.string(),
  number: z.string(),
});

const ZAutocompleteAnswer = z.object({
  data: z.object({
    data: z.array(
      z.object({
        address: z.object({
          id: z.string(),
          formatted_address: z.string(),
          latitude: z.number(),
          longitude: z.number(),
        }),
      }),
    ),
  }),
});

/** The geolocator (000 §7): address autocomplete, reverse lookup of a point, details of a result. */
export function geoRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/geolocator/autocomplete',
      {
        schema: {
          tags: ['geolocator'],
          summary: 'Addresses matching a text (or a pasted "lat,lng")',
          querystring: z
            .object({
              query: z.string().max(200).optional().default(''),
              country: ZCountryCode.optional(),
              lat: z.coerce.number().min(-90).max(90).optional(),
              lng: z.coerce.number().min(-180).max(180).optional(),
              language: ZLanguage.optional(),
            })
            .strict(),
          response: { 200: ZAutocompleteAnswer },
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
      '/geolocator/reverse',
      {
        schema: {
          tags: ['geolocator'],
          summary: 'The address at a point',
          querystring: z
            .object({
              lat: z.coerce.number().min(-90).max(90),
              lng: z.coerce.number().min(-180).max(180),
              language: ZLanguage.optional(),
            })
            .strict(),
          response: { 200: z.object({ data: z.object({ data: ZPlace }) }) },
        },
      },
      async (request) => {
        requireCaller(request);
        const { lat, lng, language } = request.query;
        return { data: { data: await reverse(ctx, { lat, lng, language: language ?? null }) } };
      },
    );

    app.get(
      '/geolocator/details',
      {
        schema: {
          tags: ['geolocator'],
          summary: 'Details of an autocomplete result',
          querystring: z
            .object({ query_id: z.string().min(1).max(2000), language: ZLanguage.optional() })
            .strict(),
          response: { 200: z.object({ data: z.object({ data: ZPlace }) }) },
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
