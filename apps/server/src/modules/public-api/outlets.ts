import type { TApiOutlet, TApiOutletRequest } from '@rider-portal/domain/api/public/outlets';
import { getMarket } from '@rider-portal/domain/markets';
import type { TAppContext } from '../../app-context.ts';
import type { TVendorLocation } from '../../db/schema.ts';
import { isUniqueViolation } from '../../platform/db.ts';
import type { TDb } from '../../platform/db.ts';
import { insertOutlet } from '../vendors/service.ts';
import { findOwnerEmails, replaceOwners, updateVendor } from '../vendors/store.ts';
import type { TVendorRow } from '../vendors/store.ts';
import { MESSAGES, PublicApiError } from './errors.ts';
import { findBrandBranches, findBrandOutlet } from './senders.ts';
import type { TApiClientRow } from './store.ts';
import { findVendor } from '../vendors/store.ts';

type TCall = { ctx: TAppContext; client: TApiClientRow };

async function brandOf(call: TCall): Promise<TVendorRow> {
  const brand = await findVendor(call.ctx.db, call.client.vendorId);
  if (!brand) throw new PublicApiError(403, MESSAGES.forbidden);
  return brand;
}

function presentOutlet(
  row: TVendorRow,
  users: string[],
  country: TAppContext['config']['country'],
): TApiOutlet {
  const market = getMarket(country);
  const l = row.location;
  return {
    vendor_id: row.vendorId,
    client_vendor_id: row.clientVendorId,
    name: row.name,
    address: l.address_text,
    street: l.street,
    street_number: l.street_number,
    building: l.building,
    postal_code: l.postal_code,
    rider_instructions: l.rider_instructions,
    latitude: l.latitude,
    longitude: l.longitude,
    city: l.city,
    phone_number: row.phone,
    currency: market.currency,
    locale: `${market.languages[0] ?? 'en'}-${row.countryCode}`,
    description: '',
    users,
  };
}

async function presentOne(db: TDb, row: TVendorRow, country: TAppContext['config']['country']) {
  const owners = await findOwnerEmails(db, [row.vendorId]);
  return presentOutlet(row, owners.get(row.vendorId) ?? [], country);
}

/** GET /outlets/{client_vendor_id}: the brand itself or one of its outlets. */
export async function getApiOutlet(call: TCall, clientVendorId: string): Promise<TApiOutlet> {
  const brand = await brandOf(call);
  const outlet = await findBrandOutlet(call.ctx.db, brand, clientVendorId);
  if (!outlet) throw new PublicApiError(404, MESSAGES.outletNotFound);
  return presentOne(call.ctx.db, outlet, call.ctx.config.country);
}

/** GET /outletList: a parent brand's outlets; any other brand 401 'This vendor is not a parent'. */
export async function listApiOutlets(call: TCall) {
  const brand = await brandOf(call);
  if (!brand.isParent) throw new PublicApiError(401, MESSAGES.notParent);
  const branches = (await findBrandBranches(call.ctx.db, brand)).filter((b) => b !== brand);
  return branches.map((row) => ({
    client_vendor_id: row.clientVendorId,
    name: row.name,
    address: row.location.address_text,
    latitude: row.location.latitude,
    longitude: row.location.longitude,
    phone_number: row.phone,
  }));
}

function locationOf(body: TApiOutletRequest, countryCode: string): TVendorLocation {
  return {
    address_text: body.address,
    building: body.building ?? '',
    unit: '',
    city: body.city,
    country_code: countryCode,
    latitude: body.latitude,
    longitude: body.longitude,
    postal_code: body.postal_code ?? '',
    street: body.street ?? '',
    street_number: body.street_number ?? '',
    rider_instructions: body.rider_instructions ?? '',
  };
}

/**
 * PUT /outlets/{client_vendor_id}: updates the brand or one of its outlets, or adds an outlet to a
 * parent brand (inactive for a few minutes, as the portal adds one). `add_user` and `delete_user`
 * change its owners, not both at once (the reference's rule).
 */
export async function putApiOutlet(
  call: TCall,
  input: { clientVendorId: string; body: TApiOutletRequest },
): Promise<TApiOutlet> {
  const { ctx } = call;
  const { body } = input;
  if (body.add_user?.length && body.delete_user?.length) {
    throw new PublicApiError(
      400,
      'Invalid request payload\n - add_user and delete_user cannot be used together',
    );
  }
  const brand = await brandOf(call);
  const now = ctx.clock.now();
  const save = () =>
    ctx.db.transaction(async (transaction) => {
      const tx = transaction as unknown as TDb;
      const existing = await findBrandOutlet(tx, brand, input.clientVendorId);
      if (!existing && !brand.isParent) throw new PublicApiError(401, MESSAGES.notParent);
      if (!existing && body.delete_user?.length) {
        throw new PublicApiError(
          400,
          'Invalid request payload\n - users can only be removed while updating an outlet',
        );
      }
      const row = existing
        ? await updateVendor(tx, existing.vendorId, {
            name: body.name,
            phone: body.phone_number,
            location: locationOf(body, existing.countryCode),
          })
        : await insertOutlet(tx, {
            parent: brand,
            clientVendorId: input.clientVendorId,
            name: body.name,
            phone: body.phone_number,
            location: locationOf(body, brand.countryCode),
            now,
          });
      if (!row) throw new PublicApiError(404, MESSAGES.outletNotFound);
      if (body.add_user?.length || body.delete_user?.length) {
        const owners = (await findOwnerEmails(tx, [row.vendorId])).get(row.vendorId) ?? [];
        const removed = new Set((body.delete_user ?? []).map((e) => e.toLowerCase()));
        const emails = [...owners, ...(body.add_user ?? [])].filter(
          (e) => !removed.has(e.toLowerCase()),
        );
        await replaceOwners(tx, { vendorId: row.vendorId, emails, keepUserId: null, now });
      }
      return presentOne(tx, row, ctx.config.country);
    });
  try {
    return await save();
  } catch (error) {
    // Two first saves of one id at once: the unique index refuses the second; it now updates.
    if (isUniqueViolation(error)) return save();
    throw error;
  }
}
