import { ZRegisterResponse } from '@registry/contracts';
import { ACCOUNT_TEXTS, API_MESSAGES, TEXTS } from '@registry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, login, PASSWORD, signIn } from '../../../test/accounts.js';
import { HOUR, testClock } from '../../../test/clock.js';
import { createTestApp, seeded, TEST_RATE_LIMITS, type TestApp } from '../../../test/helpers.js';
import { linkIn, mailsIn } from '../../../test/mail.js';

const clock = testClock();
let al: TestApp;
let tn: TestApp;

beforeAll(async () => {
  al = await createTestApp({ clock });
  tn = await createTestApp({ clock, config: { tenant: 'tn' } });
});

let counter = 0;
const uniqueEmail = () => `person${++counter}-${Date.now()}@example.org`;

function registration(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail(),
    password: PASSWORD,
    confirmPassword: PASSWORD,
    firstName: 'Ada',
    lastName: "O'Brien-Smith",
    acceptTerms: true,
    ...overrides,
  };
}

function register(t: TestApp, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/accounts', payload });
}

/** The id of the account signing in with `email` (the answer never names it). */
async function idOf(t: TestApp, email: unknown): Promise<number> {
  const row = await t.db
    .selectFrom('users')
    .select('id')
    .where('userName', '=', String(email).trim())
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Registers, expects the success answer, and returns the new account's id. */
async function registered(t: TestApp, payload: Record<string, unknown>): Promise<{ userId: number }> {
  const response = await register(t, payload);
  if (response.statusCode !== 201) throw new Error(`register: ${response.statusCode} ${response.body}`);
  return { userId: await idOf(t, payload.email) };
}

async function countUsers(t: TestApp) {
  const row = await t.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The confirmation link mailed to `email` (the newest one). */
async function confirmationLink(t: TestApp, email: string): Promise<URL> {
  await t.mailer.flush();
  const mails = mailsIn(t.config.dataDir).filter((mail) => mail.to.includes(email));
  const last = mails.at(-1);
  if (last === undefined) throw new Error(`no mail to ${email}`);
  return linkIn(last.text);
}

function confirm(t: TestApp, userId: unknown, code: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/accounts/confirm', payload: { userId, code } });
}

describe('POST /api/accounts (register)', () => {
  it('creates an unconfirmed account with role 100 and the terms accepted, and mails a confirmation link', async () => {
    const payload = registration({ firstName: '  Ada ', email: ` ${uniqueEmail()} ` });
    const email = payload.email.trim();
    const response = await register(al, payload);
    expect(response.statusCode).toBe(201);
    const answer = ZRegisterResponse.strict().parse(response.json());
    expect(answer).toEqual({ email, message: API_MESSAGES.registered });
    const body = { userId: await idOf(al, email) };

    const user = await al.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', body.userId)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      userName: email,
      email,
      firstName: 'Ada',
      lastName: "O'Brien-Smith",
      isConfirmed: false,
      userLocked: false,
      profileCompletedAt: null,
    });
    expect(user.registryId).toMatch(/^AL\d{7}$/);
    expect(user.termsAcceptedAt?.getTime()).toBe(clock.now().getTime());
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    const roles = await al.db
      .selectFrom('userGeneralRoles')
      .select('roleName')
      .where('userId', '=', body.userId)
      .execute();
    expect(roles.map((r) => r.roleName)).toEqual(['100']);
    const audit = await al.db
      .selectFrom('auditLog')
      .selectAll()
      .where('entityId', '=', String(body.userId))
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['account.registered']);

    await al.mailer.flush();
    const mail = mailsIn(al.config.dataDir).find((m) => m.to.includes(email));
    expect(mail?.subject).toBe('Confirm your Alabama Early Childhood Workforce Registry account');
    expect(mail?.text).toContain("Hello Ada O'Brien-Smith");
    const link = linkIn(mail?.text ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(`${seeded.publicBaseUrl}/login`);
    expect(link.searchParams.get('confirm')).toBe('true');
    expect(link.searchParams.get('userId')).toBe(String(body.userId));
    // Only the code's hash is stored.
    const token = await al.db
      .selectFrom('oneTimeCodes')
      .selectAll()
      .where('userId', '=', body.userId)
      .executeTakeFirstOrThrow();
    expect(token.codeHash).not.toBe(link.searchParams.get('code'));
    expect(token.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('signs in only after the link confirmed the account', async () => {
    const payload = registration();
    const { userId } = await registered(al, payload);
    const before = await login(al, payload.email);
    expect(before.statusCode).toBe(400);
    expect(before.json()).toEqual({
      errors: {
        unconfirmed:
          'Your account has not been confirmed. Check your e-mail for the confirmation link, or request a new one.',
      },
    });
    const link = await confirmationLink(al, payload.email);
    const confirmed = await confirm(al, link.searchParams.get('userId'), link.searchParams.get('code'));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ id: userId, email: payload.email });
    const signedIn = await login(al, payload.email.toUpperCase());
    expect(signedIn.statusCode).toBe(200);
    // A new account is first-time: its first step is the personal profile.
    expect(signedIn.json()).toMatchObject({ route: 'profile-personal', userId, apiOnly: false });
  });

  describe('bad input: 400 naming the field, nothing written', () => {
    it.each([
      ['a missing first name', { firstName: '   ' }, { firstName: ACCOUNT_TEXTS.firstNameRequired }],
      ['a first name with symbols', { firstName: 'Ada!' }, { firstName: ACCOUNT_TEXTS.firstNameInvalid }],
      ['a missing last name', { lastName: '' }, { lastName: ACCOUNT_TEXTS.lastNameRequired }],
      ['a one-letter last name', { lastName: 'B' }, { lastName: ACCOUNT_TEXTS.lastNameShort }],
      [
        'a last name with symbols',
        { lastName: 'Smith<script>' },
        { lastName: ACCOUNT_TEXTS.lastNameInvalid },
      ],
      ['a malformed e-mail', { email: 'ada.example.org' }, { email: ACCOUNT_TEXTS.emailInvalid }],
      ['a short password', { password: 'Ab1', confirmPassword: 'Ab1' }, { password: TEXTS.passwordNotValid }],
      [
        'a password without a capital',
        { password: 'sunflower42', confirmPassword: 'sunflower42' },
        { password: TEXTS.passwordNotValid },
      ],
      [
        'a password without a digit',
        { password: 'Sunflowers', confirmPassword: 'Sunflowers' },
        { password: TEXTS.passwordNotValid },
      ],
      [
        'a password without a lower-case letter',
        { password: 'SUNFLOWER42', confirmPassword: 'SUNFLOWER42' },
        { password: TEXTS.passwordNotValid },
      ],
      [
        'a confirmation that differs (spec 1 §5: one text in al)',
        { confirmPassword: 'Sunflower43' },
        { password: TEXTS.passwordNotValid },
      ],
      [
        'terms not accepted',
        { acceptTerms: false },
        { acceptTerms: 'The terms must be viewed and accepted.' },
      ],
      ['an unknown field', { role: '500' }, { role: 'role is not a known field.' }],
    ])('al: %s', async (_case, overrides, errors) => {
      const before = await countUsers(al);
      const response = await register(al, registration(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors });
      expect(await countUsers(al)).toBe(before);
    });

    it('reports every failing field at once', async () => {
      const response = await register(al, registration({ firstName: '', lastName: 'X', email: 'nope' }));
      expect(Object.keys(response.json<{ errors: object }>().errors).sort()).toEqual([
        'email',
        'firstName',
        'lastName',
      ]);
    });

    it('tn: any password of 8 characters passes; a shorter one is refused naming the rule (tn lists no rules)', async () => {
      const payload = registration({ password: 'sunflower', confirmPassword: 'sunflower' });
      const { userId } = await registered(tn, payload);
      const user = await tn.db
        .selectFrom('users')
        .select('registryId')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      expect(user.registryId).toMatch(/^TN\d{7}$/);
      const before = await countUsers(tn);
      const rejected = await register(tn, registration({ password: 'sunflow', confirmPassword: 'sunflow' }));
      expect(rejected.statusCode).toBe(400);
      expect(rejected.json()).toEqual({
        errors: { password: 'The password must be at least 8 characters long.' },
      });
      expect(await countUsers(tn)).toBe(before);
      const mismatch = await register(
        tn,
        registration({ password: 'sunflower', confirmPassword: 'sunflowe' }),
      );
      expect(mismatch.json()).toEqual({ errors: { password: ACCOUNT_TEXTS.confirmMismatch } });
    });
  });

  it('answers a taken address (any case) exactly as a new one, creates nothing, and mails the owner instead', async () => {
    const owner = registration({ firstName: 'Olive' });
    const { userId } = await registered(al, owner);
    const ownerRow = () =>
      al.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    const before = { users: await countUsers(al), owner: await ownerRow() };
    await al.mailer.flush();
    const mailsBefore = mailsIn(al.config.dataDir).length;

    const again = registration({
      email: owner.email.toUpperCase(),
      firstName: 'Mallory',
      password: 'Other2026!x',
      confirmPassword: 'Other2026!x',
    });
    const fresh = registration();
    const taken = await register(al, again);
    const brandNew = await register(al, fresh);
    expect(taken.statusCode).toBe(brandNew.statusCode);
    expect(taken.json()).toEqual({ email: again.email, message: API_MESSAGES.registered });
    expect(Object.keys(taken.json<object>())).toEqual(Object.keys(brandNew.json<object>()));

    // Nothing changed for the owner; only the fresh address got an account.
    expect(await countUsers(al)).toBe(before.users + 1);
    expect(await ownerRow()).toEqual(before.owner);
    await al.mailer.flush();
    const newMails = mailsIn(al.config.dataDir).slice(mailsBefore);
    const toOwner = newMails.filter((mail) => mail.to.includes(owner.email));
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]?.subject).toBe('Your Alabama Early Childhood Workforce Registry account');
    expect(toOwner[0]?.text).toContain('Hello Olive');
    expect(toOwner[0]?.text).toContain('No new account was created.');
    expect(toOwner[0]?.text).toContain(`${seeded.publicBaseUrl}/login/forgot-password`);
    expect(toOwner[0]?.text).not.toContain('Mallory');
  });

  it('spends the same argon2 work on a taken address as on a new one (one hash, no verify)', async () => {
    const owner = registration();
    await registered(al, owner);
    const cost = async (payload: Record<string, unknown>) => {
      const before = { ...al.argon2 };
      expect((await register(al, payload)).statusCode).toBe(201);
      return { hash: al.argon2.hash - before.hash, verify: al.argon2.verify - before.verify };
    };
    const taken = await cost(registration({ email: owner.email }));
    const fresh = await cost(registration());
    expect(taken).toEqual({ hash: 1, verify: 0 });
    expect(fresh).toEqual(taken);
  });

  it('answers 429 past the per-minute limit', async () => {
    const limited = await createTestApp({
      config: {
        rateLimits: {
          ...TEST_RATE_LIMITS,
          global: 100_000,
          login: 10,
          register: 2,
          forgotPassword: 5,
          sendConfirmation: 5,
        },
      },
    });
    expect((await register(limited, registration())).statusCode).toBe(201);
    expect((await register(limited, registration())).statusCode).toBe(201);
    const third = await register(limited, registration());
    expect(third.statusCode).toBe(429);
    expect(third.json()).toBe('Too many requests. Please wait a minute and try again.');
  });
});

describe('POST /api/accounts/confirm', () => {
  it("answers 'Invalid token.' for a wrong code and an expired one; a used genuine link says the account is already confirmed", async () => {
    const first = registration();
    const { userId } = await registered(al, first);
    const code = (await confirmationLink(al, first.email)).searchParams.get('code');
    const wrong = await confirm(al, userId, 'not-the-code');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toBe(TEXTS.invalidToken);
    // Another user's id with this code.
    expect((await confirm(al, userId + 1000, code)).json()).toBe(TEXTS.invalidToken);
    const confirmed = await confirm(al, userId, code);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ id: userId, email: first.email });
    const audits = async () =>
      (
        await al.db
          .selectFrom('auditLog')
          .select('action')
          .where('entityId', '=', String(userId))
          .where('action', '=', 'account.confirmed')
          .execute()
      ).length;
    expect(await audits()).toBe(1);
    // The same link again: the account is confirmed, nothing changes, sign-in is what comes next.
    const reused = await confirm(al, userId, code);
    expect(reused.statusCode).toBe(200);
    expect(reused.json()).toEqual({ id: userId, email: first.email, alreadyConfirmed: true });
    expect(await audits()).toBe(1);
    // A wrong code for a confirmed account still reveals nothing.
    expect((await confirm(al, userId, 'not-the-code')).json()).toBe(TEXTS.invalidToken);

    const second = registration();
    const other = await registered(al, second);
    const secondCode = (await confirmationLink(al, second.email)).searchParams.get('code');
    clock.advance(24 * HOUR + 1000);
    try {
      const expired = await confirm(al, other.userId, secondCode);
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toBe(TEXTS.invalidToken);
      const user = await al.db
        .selectFrom('users')
        .select('isConfirmed')
        .where('id', '=', other.userId)
        .executeTakeFirstOrThrow();
      expect(user.isConfirmed).toBe(false);
    } finally {
      clock.advance(-(24 * HOUR + 1000));
    }
  });

  it('works until just before 24 hours', async () => {
    const payload = registration();
    const { userId } = await registered(al, payload);
    const code = (await confirmationLink(al, payload.email)).searchParams.get('code');
    clock.advance(24 * HOUR - 1000);
    try {
      expect((await confirm(al, userId, code)).statusCode).toBe(200);
    } finally {
      clock.advance(-(24 * HOUR - 1000));
    }
  });

  it('gives an account without a password a reset code, with which the user chooses one', async () => {
    const user = await createUser(al, { confirmed: false, password: null });
    const code = 'administrator-created-code';
    const { createHash } = await import('node:crypto');
    await al.db
      .insertInto('oneTimeCodes')
      .values({
        userId: user.id,
        purpose: 'confirm',
        codeHash: createHash('sha256').update(code).digest('hex'),
        expiresAt: new Date(clock.now().getTime() + HOUR),
        createdAt: clock.now(),
      })
      .execute();
    const response = await confirm(al, user.id, code);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ id: number; email: string; code: string }>();
    expect(body).toMatchObject({ id: user.id, email: user.email });
    expect(body.code).toMatch(/^[\w-]{43}$/);
    const reset = await al.app.inject({
      method: 'POST',
      url: '/api/accounts/resetpassword',
      payload: { userId: user.id, code: body.code, password: 'Chosen2026' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(al, user.email, 'Chosen2026')).statusCode).toBe(200);
  });

  it.each([
    [{ userId: 'x', code: 'abc' }, 'userId'],
    [{ userId: 1 }, 'code'],
    [{ userId: 1, code: '' }, 'code'],
  ])('answers 400 for a malformed request %j', async (payload, field) => {
    const response = await al.app.inject({ method: 'POST', url: '/api/accounts/confirm', payload });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual([field]);
  });
});

describe('POST /api/accounts/sendconfemail', () => {
  function resend(t: TestApp, userName: string, password: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/accounts/sendconfemail',
      payload: { userName, password },
    });
  }

  it('mails a new link to an unconfirmed account whose password matches; the old link stops working', async () => {
    const payload = registration();
    const { userId } = await registered(al, payload);
    const oldCode = (await confirmationLink(al, payload.email)).searchParams.get('code');
    const response = await resend(al, payload.email, PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'A new confirmation e-mail has been sent. The link expires in 24 hours.',
    });
    const newCode = (await confirmationLink(al, payload.email)).searchParams.get('code');
    expect(newCode).not.toBe(oldCode);
    expect((await confirm(al, userId, oldCode)).json()).toBe(TEXTS.invalidToken);
    expect((await confirm(al, userId, newCode)).statusCode).toBe(200);
    // Once confirmed, the replaced link is a genuine link of a confirmed account.
    expect((await confirm(al, userId, oldCode)).json()).toMatchObject({ alreadyConfirmed: true });
  });

  it('refuses a wrong password and an unknown user alike, and an account already confirmed', async () => {
    const payload = registration();
    await register(al, payload);
    const wrong = await resend(al, payload.email, 'Wrong1234');
    const unknown = await resend(al, 'nobody@example.org', PASSWORD);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ errors: { credentials: 'The user name or password is incorrect.' } });
    expect(unknown.json()).toEqual(wrong.json());
    const confirmed = await createUser(al);
    const already = await resend(al, confirmed.email, PASSWORD);
    expect(already.statusCode).toBe(400);
    expect(already.json()).toEqual({
      errors: { userName: 'This account is already confirmed. You can sign in.' },
    });
  });

  it('answers 429 past the per-minute limit', async () => {
    const limited = await createTestApp({
      config: {
        rateLimits: {
          ...TEST_RATE_LIMITS,
          global: 100_000,
          login: 10,
          register: 5,
          forgotPassword: 5,
          sendConfirmation: 1,
        },
      },
    });
    expect((await resend(limited, 'a@example.org', 'x')).statusCode).toBe(400);
    expect((await resend(limited, 'a@example.org', 'x')).statusCode).toBe(429);
  });
});

describe('GET /api/accounts/pilotcheck', () => {
  it('answers open by default and the notice once PilotClosed is True', async () => {
    const open = await al.app.inject({ method: 'GET', url: '/api/accounts/pilotcheck' });
    expect(open.statusCode).toBe(200);
    expect(open.json()).toEqual({ pilotClosed: false, notice: null });
    await al.db
      .updateTable('configuration')
      .set({ value: 'True' })
      .where('key', '=', 'PilotClosed')
      .execute();
    try {
      const closed = await al.app.inject({ method: 'GET', url: '/api/accounts/pilotcheck' });
      expect(closed.json()).toEqual({
        pilotClosed: true,
        notice:
          'Enrollment in the pilot closed on September 1, 2022. New accounts are no longer accepted for the pilot.',
      });
    } finally {
      await al.db
        .updateTable('configuration')
        .set({ value: 'False' })
        .where('key', '=', 'PilotClosed')
        .execute();
    }
  });
});

describe('signing in after registration', () => {
  it('a confirmed account signs in with the registered password', async () => {
    const user = await createUser(al);
    const { body } = await signIn(al, user);
    expect(body.route).toBe('default');
  });
});
