import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { createTestApp } from '../../test/helpers/test-app.ts';
import type { TTestApp } from '../../test/helpers/test-app.ts';
import { mailOutbox } from '../db/schema.ts';
import { createMailer } from './mail.ts';

describe('mail', () => {
  let t: TTestApp;
  let smtp: SMTPServer;
  const received: { to: string[]; raw: string }[] = [];
  let port = 0;

  beforeAll(async () => {
    t = await createTestApp();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await t.close();
  });

  it('keeps a mail in the outbox when no SMTP relay is configured', async () => {
    const mailer = createMailer({ db: t.ctx.db, smtpUrl: null, from: 'portal@test.example' });
    await mailer.send({ to: 'a@test.example', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' });
    const rows = await t.ctx.db.select().from(mailOutbox);
    expect(rows.find((r) => r.to === 'a@test.example')).toMatchObject({
      subject: 'Hello',
      deliveredAt: null,
    });
  });

  it('relays through a real SMTP receiver and marks the mail delivered', async () => {
    const mailer = createMailer({
      db: t.ctx.db,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'portal@test.example',
    });
    await mailer.send({
      to: 'b@test.example',
      subject: 'Your code',
      text: 'Code 123456',
      html: '<p>Code 123456</p>',
    });
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['b@test.example']);
    expect(received[0]!.raw).toContain('Subject: Your code');
    expect(received[0]!.raw).toContain('Code 123456');
    const rows = await t.ctx.db.select().from(mailOutbox);
    expect(rows.find((r) => r.to === 'b@test.example')!.deliveredAt).toBeInstanceOf(Date);
    mailer.close();
  });
});
