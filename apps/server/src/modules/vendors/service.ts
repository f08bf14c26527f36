import { OUTLET_ACTIVATION_MINUTES } from '@rider-portal/domain/vendors';
import type { TOutletInput, TVendor, TVendorAddressInput } from '@rider-portal/domain/vendors';
import { isOutletEditable } from '@rider-portal/domain/platform';
import type { TAppContext } from '../../app-context.ts';
import type { TVendorLocation } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { TCaller } from '../auth/caller.ts';
import { isFlagOn } from '../flags/service.ts';
import {
  assertCanActForVendor,
  findCallerVendorIds,
  findVendorForCaller,
} from '../access/vendors.ts';
import { orderVendors, presentVendor } from './presenter.ts';
import {
  activateDueVendors,
  findHighestVendorNumber,
  findOutletByClientId,
  findOwnerEmails,
  findVendor,
  findVendorsByIds,
  insertVendor,
  replaceOwners,
  updateVendor,
} from './store.ts';
import type { TVendorRow } from './store.ts';
import { isUniqueViolation } from '../../platform/db.ts';
import type { TDb } from '../../platform/db.ts';

type TSource = Pick<TAppContext, 'db' | 'clock' | 'config'>;

const ACTIVATION_DELAY_MS = OUTLET_ACTIVATION_MINUTES * 60_000;
const ID_ATTEMPTS = 5;

async function present(db: TDb, rows: TVendorRow[]): Promise<TVendor[]> {
  const owners = await findOwnerEmails(
    db,
    rows.map((r) => r.vendorId),
  );
  return rows.map((row) => presentVendor(row, owners.get(row.vendorId) ?? []));
}

async function presentOne(db: TDb, row: TVendorRow): Promise<TVendor> {
  const [vendor] = await present(db, [row]);
  return vendor!;
}

/** GET /vendors (000 §7): every vendor the caller may act for, in branch-list order. */
export async function listVendors(input: { ctx: TSource; caller: TCaller }): Promise<TVendor[]> {
  const { ctx, caller } = input;
  await activateDueVendors(ctx.db, ctx.clock.now());
  const ids = await findCallerVendorIds(ctx.db, caller);
  return present(ctx.db, orderVendors(await findVendorsByIds(ctx.db, ids)));
}

/** GET /vendor/{id} (000 §7); another vendor's id answers 404. */
export async function getVendor(input: {
  ctx: TSource;
  caller: TCaller;
  vendorId: string;
}): Promise<TVendor> {
  const { ctx, caller, vendorId } = input;
  await assertCanActForVendor(ctx.db, caller, vendorId);
  await activateDueVendors(ctx.db, ctx.clock.now());
  const row = await findVendor(ctx.db, vendorId);
  if (!row) throw new AppError(404, 'error.not-found');
  return presentOne(ctx.db, row);
}

function outletLocation(input: TOutletInput, countryCode: string): TVendorLocation {
  return {
    address_text: input.address,
    building: input.building,
    unit: input.unit,
    city: input.city,
    country_code: input.country_code || countryCode,
    latitude: input.latitude,
    longitude: input.longitude,
    postal_code: input.postal_code,
    street: input.street,
    street_number: input.street_number,
    rider_instructions: input.rider_instructions,
  };
}

function userIdOf(caller: TCaller): string | null {
  return caller.kind === 'user' ? caller.userId : null;
}

/**
 * A new collection point of a parent, with the next free id `V{n}` (no dash: order ids are
 * `{vendor_id}-{n}`), the parent's pickup time and payment methods, inactive for
 * OUTLET_ACTIVATION_MINUTES. The portal's POST /outlet and the public API's PUT /outlets use it.
 */
export async function insertOutlet(
  tx: TDb,
  input: {
    parent: TVendorRow;
    clientVendorId: string;
    name: string;
    phone: string;
    location: TVendorLocation;
    now: Date;
  },
): Promise<TVendorRow> {
  const { parent, now } = input;
  let row: TVendorRow | null = null;
  for (let attempt = 0; !row && attempt < ID_ATTEMPTS; attempt++) {
    const vendorId = `V${(await findHighestVendorNumber(tx)) + 1 + attempt}`;
    row = await insertVendor(tx, {
      vendorId,
      parentVendorId: parent.vendorId,
      clientVendorId: input.clientVendorId,
      countryCode: parent.countryCode,
      name: input.name,
      phone: input.phone,
      location: input.location,
      isActive: false,
      isRegistered: true,
      isParent: false,
      isGuest: false,
      estimationPickUpTime: parent.estimationPickUpTime,
      paymentMethods: [...parent.paymentMethods],
      activatesAt: new Date(now.getTime() + ACTIVATION_DELAY_MS),
      createdAt: now,
    });
  }
  if (!row) throw new AppError(500, 'error.internal');
  return row;
}

/**
 * POST /outlet (000 §4, §6): a parent account adds a collection point under one of its parent
 * vendors, with the add-outlet flag on. The new point is inactive for a few minutes.
 */
export async function createOutlet(input: {
  ctx: TSource;
  caller: TCaller;
  outlet: TOutletInput;
}): Promise<TVendor> {
  const { ctx, caller, outlet } = input;
  const parentId = outlet.parent_vendor_id;
  const parent = await findVendorForCaller(ctx.db, caller, parentId);
  // 000 §6: adding needs parent-vendor permission, and the flag.
  if (!parent.isParent || caller.kind !== 'user') throw new AppError(403, 'error.forbidden');
  if (!(await isFlagOn(ctx, 'add-outlet', parentId))) throw new AppError(403, 'error.forbidden');

  const now = ctx.clock.now();
  const save = () =>
    ctx.db.transaction(async (tx) => {
      if (await findOutletByClientId(tx, parentId, outlet.client_vendor_id)) {
        throw new AppError(409, 'outlet.already-registered');
      }
      const row = await insertOutlet(tx, {
        parent,
        clientVendorId: outlet.client_vendor_id,
        name: outlet.name,
        phone: outlet.phone_number,
        location: outletLocation(outlet, parent.countryCode),
        now,
      });
      await replaceOwners(tx, {
        vendorId: row.vendorId,
        emails: outlet.users,
        keepUserId: userIdOf(caller),
        now,
      });
      return presentOne(tx, row);
    });
  try {
    return await save();
  } catch (error) {
    // Two saves of the same client id at once: the unique index refuses the second.
    if (isUniqueViolation(error)) throw new AppError(409, 'outlet.already-registered');
    throw error;
  }
}

/**
 * PUT /outlet/{id} (000 §4): with the edit-outlet flag, a collection point's details change; its
 * parent and client id are locked, and ids starting with a- or b- cannot be edited at all.
 */
export async function updateOutlet(input: {
  ctx: TSource;
  caller: TCaller;
  vendorId: string;
  outlet: TOutletInput;
}): Promise<TVendor> {
  const { ctx, caller, vendorId, outlet } = input;
  const current = await findVendorForCaller(ctx.db, caller, vendorId);
  if (caller.kind !== 'user') throw new AppError(403, 'error.forbidden');
  if (!(await isFlagOn(ctx, 'edit-outlet', vendorId))) throw new AppError(403, 'error.forbidden');
  if (!isOutletEditable(vendorId) || current.parentVendorId === null) {
    throw new AppError(403, 'outlet.not-editable');
  }
  if (
    outlet.parent_vendor_id !== current.parentVendorId ||
    outlet.client_vendor_id !== current.clientVendorId
  ) {
    throw new AppError(400, 'outlet.locked-field');
  }
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const row = await updateVendor(tx, vendorId, {
      name: outlet.name,
      phone: outlet.phone_number,
      location: outletLocation(outlet, current.countryCode),
    });
    if (!row) throw new AppError(404, 'error.not-found');
    await replaceOwners(tx, { vendorId, emails: outlet.users, keepUserId: userIdOf(caller), now });
    return presentOne(tx, row);
  });
}

/**
 * PUT /vendor/{id}/address (000 §4 "origin address details", §5 "Address"): the vendor's pickup
 * address. Guests cannot save it (000 §6).
 */
export async function updateVendorAddress(input: {
  ctx: TSource;
  caller: TCaller;
  vendorId: string;
  address: TVendorAddressInput;
}): Promise<TVendor> {
  const { ctx, caller, vendorId, address } = input;
  await assertCanActForVendor(ctx.db, caller, vendorId);
  if (caller.kind === 'guest') throw new AppError(403, 'error.forbidden');
  const current = await findVendor(ctx.db, vendorId);
  if (!current) throw new AppError(404, 'error.not-found');
  const row = await updateVendor(ctx.db, vendorId, {
    location: {
      ...current.location,
      address_text: address.street_address,
      street: address.street_address,
      street_number: '',
      building: address.building,
      unit: address.unit,
      city: address.city,
      country_code: address.countryCode || current.countryCode,
      postal_code: address.postalCode,
      latitude: address.latitude,
      longitude: address.longitude,
      rider_instructions: address.notes,
    },
  });
  if (!row) throw new AppError(404, 'error.not-found');
  return presentOne(ctx.db, row);
}

/** The vendor of a vendor-scoped call: another vendor's id answers 404, never its data. */
export async function vendorFor(
  ctx: Pick<TAppContext, 'db'>,
  caller: TCaller,
  vendorId: string,
): Promise<TVendorRow> {
  return findVendorForCaller(ctx.db, caller, vendorId);
}
