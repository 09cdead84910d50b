import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../db/free-port.js';
import { PASSWORD } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { linkIn, parseMail, type ReceivedMail } from '../../../test/mail.js';

/** A real SMTP server on a free loopback port (no auth, no TLS) that keeps what it receives. */
const received: (ReceivedMail & { envelopeTo: string[] })[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        ...parseMail(Buffer.concat(chunks).toString('utf8')),
        envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
      });
      callback();
    });
  },
});

let t: TestApp;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${port}` } });
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('the confirmation mail over SMTP', () => {
  it('arrives at a real SMTP server, and its link confirms the account so that the user can sign in', async () => {
    const email = `smtp-${Date.now()}@example.org`;
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/accounts',
      payload: {
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        firstName: 'Grace',
        lastName: 'Hopper',
        acceptTerms: true,
      },
    });
    expect(registered.statusCode).toBe(201);
    await t.mailer.flush();

    const mail = received.find((m) => m.envelopeTo.includes(email));
    expect(mail).toBeDefined();
    expect(mail?.subject).toBe('Confirm your Alabama Early Childhood Workforce Registry account');
    expect(mail?.from).toContain(t.config.mailFrom);
    expect(mail?.text).toContain('The link expires in 24 hours.');
    const link = linkIn(mail?.text ?? '');
    expect(link.pathname).toBe('/login');

    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/confirm',
      payload: { userId: link.searchParams.get('userId'), code: link.searchParams.get('code') },
    });
    expect(confirmed.statusCode).toBe(200);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userName: email, password: PASSWORD },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ route: 'profile-personal' });
  });
});

describe('when the mail server cannot be reached', () => {
  it('still creates the account (the failure is logged; the user can ask for the mail again)', async () => {
    const port = await findFreePort();
    const unreachable = await createTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${port}` } });
    const email = `no-smtp-${Date.now()}@example.org`;
    const response = await unreachable.app.inject({
      method: 'POST',
      url: '/api/accounts',
      payload: {
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        firstName: 'Al',
        lastName: 'Bo',
        acceptTerms: true,
      },
    });
    expect(response.statusCode).toBe(201);
    await unreachable.mailer.flush();
    const user = await unreachable.db
      .selectFrom('users')
      .select('email')
      .where('email', '=', email)
      .executeTakeFirst();
    expect(user).toEqual({ email });
  });
});
