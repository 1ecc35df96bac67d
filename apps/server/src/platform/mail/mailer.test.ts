import { randomUUID } from 'node:crypto';
import type { Transport } from 'nodemailer';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/database.ts';
import { createTestDatabase } from '../db/test-database.ts';
import { createMailer } from './mailer.ts';

// The mailer hands nodemailer the Message-ID it is given (journeys' exactly-once mail): a transport
// that keeps the built messages reads the header as SMTP would send it.

let database: DbHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

function capturingTransport(sent: string[]): Transport {
  return {
    name: 'capture',
    version: '1',
    send(mail, callback) {
      mail.message
        .build()
        .then((raw) => {
          sent.push(raw.toString('utf8'));
          const envelope = mail.message.getEnvelope();
          callback(null, {
            envelope: { from: envelope.from || false, to: envelope.to },
            messageId: mail.message.messageId(),
            accepted: envelope.to,
            rejected: [],
            pending: [],
            response: '250 OK',
          });
        })
        .catch((error: Error) => callback(error, undefined));
    },
  };
}

describe('mailer', () => {
  it('sends the Message-ID it is given, and makes one of its own otherwise', async () => {
    const sent: string[] = [];
    const mailer = createMailer({
      db: database.db,
      smtpUrl: undefined,
      from: 'Parley <no-reply@parley.test>',
      log: pino({ level: 'silent' }),
      transport: capturingTransport(sent),
    });
    const brandId = randomUUID();
    await mailer.send({
      brandId,
      to: 'ada@example.test',
      subject: 'Hello',
      text: 'Hi',
      messageId: '<run-1.node-1@parley.test>',
    });
    await mailer.send({ brandId, to: 'ada@example.test', subject: 'Again', text: 'Hi' });
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatch(/^Message-ID: <run-1\.node-1@parley\.test>\r?$/m);
    expect(sent[1]).toMatch(/^Message-ID: <[^>]+>\r?$/m);
    expect(sent[1]).not.toContain('run-1.node-1');
  });
});
