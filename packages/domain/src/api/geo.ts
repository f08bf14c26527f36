import { z } from 'zod';
import { ZCountryCode } from '../enum-schemas.ts';
import { defineEndpoint } from './endpoint.ts';

// The geolocator (000 §7): address autocomplete, reverse lookup of a point, details of a result.

const ZLanguageTag = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/);

export const ZPlace = z.object({
  formatted_address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  city: z.string(),
  country_code: z.string(),
  zipcode: z.string(),
  street: z.string(),
  number: z.string(),
});
export type TPlace = z.infer<typeof ZPlace>;

export const ZAddressSuggestion = z.object({
  id: z.string(),
  formatted_address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type TAddressSuggestion = z.infer<typeof ZAddressSuggestion>;

const ZPlaceAnswer = z.object({ data: z.object({ data: ZPlace }) });

export const autocompleteAddress = defineEndpoint('autocompleteAddress', {
  query: z
    .object({
      query: z.string().max(200).optional().default(''),
      country: ZCountryCode.optional(),
      lat: z.coerce.number().min(-90).max(90).optional(),
      lng: z.coerce.number().min(-180).max(180).optional(),
      language: ZLanguageTag.optional(),
    })
    .strict(),
  response: {
    200: z.object({ data: z.object({ data: z.array(z.object({ address: ZAddressSuggestion })) }) }),
  },
});

export const reverseGeocode = defineEndpoint('reverseGeocode', {
  query: z
    .object({
      lat: z.coerce.number().min(-90).max(90),
      lng: z.coerce.number().min(-180).max(180),
      language: ZLanguageTag.optional(),
    })
    .strict(),
  response: { 200: ZPlaceAnswer },
});

export const getPlaceDetails = defineEndpoint('getPlaceDetails', {
  query: z
    .object({ query_id: z.string().min(1).max(2000), language: ZLanguageTag.optional() })
    .strict(),
  response: { 200: ZPlaceAnswer },
});
