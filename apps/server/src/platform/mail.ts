import nodemailer from 'nodemailer';
import type { TDb } from './db.ts';
import { mailOutbox } from '../db/schema.ts';
import { eq } from 'drizzle-orm';

export type TMail = { to: string; subject: string; text: string; html: string };

/**
 * Every mail is written to the outbox table first; with SMTP configured it is then relayed and
 * marked delivered. Without SMTP the outbox is the mailbox (/dev/mailbox, with DEV_PAGES on).
 */
export type TMailer = { kind: 'outbox' | 'smtp'; send(mail: TMail): Promise<void>; close(): void };

export function createMailer(opts: { db: TDb; smtpUrl: string | null; from: string }): TMailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    kind: transport ? 'smtp' : 'outbox',
    send: async (mail) => {
      const [row] = await opts.db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
      if (!transport || !row) return;
      await transport.sendMail({ from: opts.from, ...mail });
      await opts.db
        .update(mailOutbox)
        .set({ deliveredAt: new Date() })
        .where(eq(mailOutbox.id, row.id));
    },
    close: () => transport?.close(),
  };
}
