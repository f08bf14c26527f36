import { ZLiveMessage } from '@rider-portal/domain/api/live';

// Loaded in development and in the unit tests only (use-live-updates.ts): every message the socket
// brings is parsed with the union the server's publishers are typed by, so a fixture or a message
// that drifted fails loudly. Production reads the message by its type and ignores unknown types.

/** Throws when the message is none of the live channel's messages. */
export function assertLiveMessage(message: unknown): void {
  const parsed = ZLiveMessage.safeParse(message);
  if (!parsed.success) {
    throw new Error(
      `A live message breaks its schema: ${JSON.stringify(parsed.error.issues.slice(0, 5))}`,
    );
  }
}
