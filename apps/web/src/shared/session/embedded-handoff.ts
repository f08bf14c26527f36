import { decodeJwtPayload, findRestaurantId } from './jwt';
import { STORAGE_KEYS, writeStorage } from './storage-keys';

export type THandoff =
  { status: 'accepted'; vendorId: string } | { status: 'failed'; error: string };

/**
 * How a vendor tool opens the portal embedded (GODROID): at a path whose last segment is `odwp`,
 * with its token as `?token=`. A token naming a restaurant is stored where start-up reads it and
 * the address becomes the request page; anything else fails, which 001 §4 shows as an error
 * notification. Null when the address is not a hand-off. The server verifies the token on every
 * call; this only decides where the portal starts.
 */
export function acceptEmbeddedHandoff(
  url: URL,
  now: number = Date.now(),
): { handoff: THandoff; nextPath: string } | null {
  const segments = url.pathname.split('/').filter(Boolean);
  if (segments.at(-1) !== 'odwp') return null;
  const token = url.searchParams.get('token');
  try {
    if (!token) throw new Error('no token');
    const payload = decodeJwtPayload(token);
    const vendorId = findRestaurantId(payload);
    if (!vendorId) throw new Error('no restaurantId in authSchema');
    if (typeof payload.exp === 'number' && payload.exp * 1000 <= now) {
      throw new Error('token expired');
    }
    writeStorage(STORAGE_KEYS.embeddedToken, token);
    return {
      handoff: { status: 'accepted', vendorId },
      nextPath: `/request-a-rider/${encodeURIComponent(vendorId)}`,
    };
  } catch (error) {
    return {
      handoff: { status: 'failed', error: error instanceof Error ? error.message : String(error) },
      nextPath: '/',
    };
  }
}
