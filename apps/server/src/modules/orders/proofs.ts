import type { TFlagName } from '@rider-portal/domain/flags';
import type { TOrderProofView, TProofKindView } from '@rider-portal/domain/order-view';
import type { TAppContext } from '../../app-context.ts';
import { AppError } from '../../http/errors.ts';
import { isFlagOn } from '../flags/service.ts';
import { findOrder } from './store.ts';

/** 001 §2, §6: each proof viewer is gated by its own flag. */
export const PROOF_FLAGS: Readonly<Record<TProofKindView, TFlagName>> = {
  pickup: 'proof-of-pickup',
  delivery: 'proof-of-delivery',
  return: 'proof-of-return',
};

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
};

/**
 * A proof image of a vendor's order as a data URL (shown in an <img>, where an SVG runs no
 * script). A missing order, proof or image, or a proof whose flag is off, answers 404.
 */
export async function findOrderProof(
  ctx: Pick<TAppContext, 'db' | 'blobs' | 'config'>,
  input: { vendorId: string; orderId: string; kind: TProofKindView },
): Promise<TOrderProofView> {
  const order = await findOrder(ctx.db, input.orderId);
  if (!order || order.vendorId !== input.vendorId) throw new AppError(404, 'error.not-found');
  if (!(await isFlagOn(ctx, PROOF_FLAGS[input.kind], order.vendorId))) {
    throw new AppError(404, 'error.not-found');
  }
  const proof = order.proofs[input.kind];
  const bytes = proof ? await ctx.blobs.get(proof.blob_key) : null;
  const contentType = proof ? CONTENT_TYPES[proof.blob_key.split('.').pop() ?? ''] : undefined;
  if (!proof || !bytes || !contentType) throw new AppError(404, 'error.not-found');
  return {
    kind: input.kind,
    taken_at: proof.taken_at,
    content_type: contentType,
    image: `data:${contentType};base64,${Buffer.from(bytes).toString('base64')}`,
  };
}
