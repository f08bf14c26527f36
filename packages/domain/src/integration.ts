/**
 * 000 §4, 001 §4: the embedded (GODROID) token carries an authSchema whose platform tokens each
 * hold a restaurantId; the first one is the vendor. authSchema may arrive as an object or as JSON
 * text, and the platform tokens as a list or keyed by platform. Null when no restaurant is named.
 */
export function findRestaurantId(payload: Record<string, unknown>): string | null {
  let schema: unknown = payload.authSchema;
  if (typeof schema === 'string') {
    try {
      schema = JSON.parse(schema);
    } catch {
      return null;
    }
  }
  if (typeof schema !== 'object' || schema === null) return null;
  const record = schema as Record<string, unknown>;
  const tokens: unknown = record.platformTokens ?? record.platform_tokens;
  const entries = Array.isArray(tokens)
    ? tokens
    : typeof tokens === 'object' && tokens
      ? Object.values(tokens)
      : [];
  for (const entry of entries) {
    if (typeof entry !== 'object' || entry === null) continue;
    const id = (entry as Record<string, unknown>).restaurantId;
    if ((typeof id === 'string' && id !== '') || typeof id === 'number') return String(id);
  }
  return null;
}
