import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '@rider-portal/domain/api/request';
import { ADDRESS_BOOK_MIN_QUERY_CHARS } from '@rider-portal/domain/constants';
import type { TSavedAddress } from '@rider-portal/domain/api/request';
import type { TAppContext } from '../../app-context.ts';
import { AppError } from '../../http/errors.ts';
import { requireCaller } from '../auth/caller.ts';
import { isFlagOn } from '../flags/service.ts';
import { vendorFor } from '../vendors/service.ts';
import { searchSavedAddresses } from './store.ts';
import type { TSavedAddressRow } from './store.ts';

const SEARCH_LIMIT = 10;

/** 000 §3 "Saved address": the address reads unit, building, then the rest, comma separated. */
export function presentSavedAddress(row: TSavedAddressRow): TSavedAddress {
  const address = [row.unit, row.building, row.streetAddress || row.addressText]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  return {
    id: String(row.id),
    name: row.name,
    phone_number: row.phoneNumber,
    latitude: row.latitude,
    longitude: row.longitude,
    address,
    notes: row.notes,
    street_address: row.streetAddress || row.addressText,
    unit: row.unit,
    building: row.building,
    city: row.city,
  };
}

/** GET /addressbook/search-customers/{vendorId}?query= (000 §5, §7), while its flag is on. */
export function addressBookRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      api.searchCustomers.path,
      {
        schema: {
          tags: ['request'],
          summary: "Search the vendor's past customers (at least 2 characters)",
          params: api.searchCustomers.params,
          querystring: api.searchCustomers.query,
          response: api.searchCustomers.response,
        },
      },
      async (request) => {
        const vendor = await vendorFor(ctx, requireCaller(request), request.params.vendorId);
        if (!(await isFlagOn(ctx, 'address-book', vendor.vendorId))) {
          throw new AppError(403, 'error.forbidden');
        }
        const query = request.query.query.trim();
        if ([...query].length < ADDRESS_BOOK_MIN_QUERY_CHARS) return { result: [] };
        const rows = await searchSavedAddresses(ctx.db, vendor.vendorId, query, SEARCH_LIMIT);
        return { result: rows.map(presentSavedAddress) };
      },
    );
  };
}
