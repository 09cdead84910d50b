import { RENEWED_TOKEN_HEADER, ZLoginResponse, ZProfileResponse } from '@registry/contracts';
import { claimsForRole, getTenant } from '@registry/domain';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, login, PASSWORD, signIn, tokenPayload } from '../../../test/accounts.js';
import { HOUR, testClock } from '../../../test/clock.js';
import { createTestApp, TEST_RATE_LIMITS, type TestApp } from '../../../test/helpers.js';
import { mailsIn } from '../../../test/mail.js';

const clock = testClock();
let t: TestApp;
const al = getTenant('al');

beforeAll(async () => {
  t = await createTestApp({ clock });
});

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token === undefined ? {} : bearer(token) });
const post = (url: string, token?: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: token === undefined ? {} : bearer(token), payload });

const CREDENTIALS = { errors: { credentials: 'The user name or password is incorrect.' } };

describe('POST /api/auth/login', () => {
  it('answers a token for the session, the route and the user, with the claims of the active role', async () => {
    const user = await createUser(t, { generalRoles: ['100'] });
    const response = await login(t, user.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    const body = ZLoginResponse.strict().parse(response.json());
    expect(body).toMatchObject({ route: 'default', apiOnly: false, userId: user.id });
    expect(body.jwt.expires_in).toBe(18000);
    expect(body.jwt.refresh_at).toBe(900);
    const payload = tokenPayload(body.jwt.auth_token);
    expect(payload.sub).toBe(String(user.id));
    expect(payload.role).toBe('100');
    expect(payload.Permission).toEqual(claimsForRole('100', al));
    expect(payload.exp - payload.iat).toBe(18000);
    const session = await t.db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', payload.sid)
      .executeTakeFirstOrThrow();
    expect(session).toMatchObject({ userId: user.id, activeRole: '100', revokedAt: null });
  });

  it('answers apiOnly from the account', async () => {
    const user = await createUser(t);
    await t.db.updateTable('users').set({ apiOnly: true }).where('id', '=', user.id).execute();
    expect((await login(t, user.email)).json()).toMatchObject({ apiOnly: true });
  });

  it('makes the first organization role active, else the first general role in ROLE_ORDER', async () => {
    const director = await createUser(t, {
      generalRoles: ['100', '350'],
      organizations: [['100'], ['100', '200']],
    });
    expect(tokenPayload((await signIn(t, director)).token).role).toBe('200');
    const staff = await createUser(t, { generalRoles: ['350'], organizations: [['100']] });
    expect(tokenPayload((await signIn(t, staff)).token).role).toBe('100');
    const admin = await createUser(t, { generalRoles: ['350', '500'] });
    expect(tokenPayload((await signIn(t, admin)).token).role).toBe('500');
  });

  it('limits a first-time login: route profile-personal and no claims', async () => {
    const user = await createUser(t, { profileCompleted: false });
    const { body, token } = await signIn(t, user);
    expect(body.route).toBe('profile-personal');
    expect(tokenPayload(token).Permission).toEqual([]);
    const claims = await get('/api/auth/claims', token);
    expect(claims.json()).toEqual({ role: '100', claims: [] });
  });

  it('limits a login whose terms changed since acceptance: route accept-terms and no claims', async () => {
    const user = await createUser(t, { now: new Date(clock.now().getTime() - 2 * HOUR) });
    await t.db
      .updateTable('configuration')
      .set({ updatedAt: new Date(clock.now().getTime() - HOUR) })
      .where('key', '=', 'TermsAndConditionsText')
      .execute();
    const { body, token } = await signIn(t, user);
    expect(body.route).toBe('accept-terms');
    expect(tokenPayload(token).Permission).toEqual([]);

    // Accepting them brings the claims back, in the renewed token.
    const accepted = await post(`/api/accounts/acceptterms?userId=${user.id}`, token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ route: 'default' });
    const renewed = String(accepted.headers[RENEWED_TOKEN_HEADER]);
    expect(tokenPayload(renewed).Permission).toEqual(claimsForRole('100', al));
    expect((await get('/api/auth/claims', renewed)).json()).toEqual({
      role: '100',
      claims: claimsForRole('100', al),
    });
    // The older token is of the same session: its claims are recomputed as well.
    expect((await get('/api/auth/claims', token)).json<{ claims: string[] }>().claims).toEqual(
      claimsForRole('100', al),
    );
    expect((await signIn(t, user)).body.route).toBe('default');
  });

  it('answers wrong password and unknown user with the same text', async () => {
    const user = await createUser(t);
    const wrong = await login(t, user.email, 'Wrong-password1');
    const unknown = await login(t, 'nobody-here@example.org', PASSWORD);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(CREDENTIALS);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(CREDENTIALS);
  });

  it('refuses an account without a password', async () => {
    const user = await createUser(t, { password: null });
    expect((await login(t, user.email, 'anything')).json()).toEqual(CREDENTIALS);
  });

  it.each([
    [{ userName: '', password: 'x' }, { userName: 'User name is required.' }],
    [{ userName: 'a@b.org', password: '' }, { password: 'Password is required.' }],
    [{ userName: 'a@b.org', password: 'x', remember: true }, { remember: 'remember is not a known field.' }],
  ])('answers 400 for %j', async (payload, errors) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors });
  });

  it('answers 429 past the limit for one user name, while another user name may still try', async () => {
    const limited = await createTestApp({
      clock,
      config: {
        rateLimits: {
          ...TEST_RATE_LIMITS,
          global: 100_000,
          login: 2,
          register: 5,
          forgotPassword: 5,
          sendConfirmation: 5,
        },
      },
    });
    const user = await createUser(limited);
    expect((await login(limited, user.email, 'bad', '10.9.9.9')).statusCode).toBe(400);
    expect((await login(limited, user.email.toUpperCase(), 'bad', '10.9.9.9')).statusCode).toBe(400);
    const third = await login(limited, user.email, PASSWORD, '10.9.9.9');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toBe('Too many requests. Please wait a minute and try again.');
    expect((await login(limited, 'someone-else@example.org', 'bad', '10.9.9.9')).statusCode).toBe(400);
  });
});

describe('authentication of requests', () => {
  it.each([
    ['no token', {}],
    ['a malformed header', { authorization: 'Token abc' }],
    ['a token that is not a JWT', { authorization: 'Bearer not-a-token' }],
  ])('answers 401 with %s', async (_case, headers) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/accounts', headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toBe('You are not signed in, or your session has ended. Please sign in again.');
  });

  it('answers 401 for a token signed with another secret, even naming a live session', async () => {
    const user = await createUser(t, { generalRoles: ['500'] });
    const { token } = await signIn(t, user);
    const payload = tokenPayload(token);
    const forged = await new SignJWT({ sid: payload.sid, role: '500', Permission: ['users.manage'] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(payload.sub)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-that-is-32-characters-long'));
    expect((await get('/api/accounts', forged)).statusCode).toBe(401);
  });

  it('answers 401 once the token has expired', async () => {
    const { token } = await signIn(t, await createUser(t));
    clock.advance(5 * HOUR + 1000);
    try {
      expect((await get('/api/accounts', token)).statusCode).toBe(401);
    } finally {
      clock.advance(-(5 * HOUR + 1000));
    }
  });

  it('never trusts the claims in the token: a correctly signed token with extra Permission entries gains nothing', async () => {
    const user = await createUser(t, { generalRoles: ['100'] });
    const locked = await createUser(t, { locked: true });
    const { token } = await signIn(t, user);
    const payload = tokenPayload(token);
    // Signed with the server's own secret (the test configuration's), so only the claims differ.
    const forged = await new SignJWT({
      sid: payload.sid,
      role: 'AdminUser',
      Permission: [...payload.Permission, 'accounts.unlock', 'roles.manage', 'configuration.read'],
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(payload.sub)
      .setIssuedAt(payload.iat)
      .setExpirationTime(payload.exp)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    // The forgery is accepted as a token of the live session...
    expect((await get('/api/accounts', forged)).statusCode).toBe(200);
    // ...but the claims are the active role's (100), never the token's.
    expect((await get('/api/auth/claims', forged)).json()).toEqual({
      role: '100',
      claims: claimsForRole('100', al),
    });
    const unlock = await post(`/api/accounts/unlock?userId=${locked.id}`, forged);
    expect(unlock.statusCode).toBe(403);
    const role = await t.app.inject({
      method: 'POST',
      url: '/api/accountroles',
      headers: bearer(forged),
      payload: { userId: user.id, roleName: '500' },
    });
    expect(role.statusCode).toBe(403);
    const config = await get('/api/configuration?key=PilotClosed', forged);
    expect(config.statusCode).toBe(403);
    const row = await t.db
      .selectFrom('users')
      .select('userLocked')
      .where('id', '=', locked.id)
      .executeTakeFirstOrThrow();
    expect(row.userLocked).toBe(true);
    const roles = await t.db
      .selectFrom('userGeneralRoles')
      .select('roleName')
      .where('userId', '=', user.id)
      .execute();
    expect(roles.map((r) => r.roleName)).toEqual(['100']);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session: the token stops working at once', async () => {
    const { token } = await signIn(t, await createUser(t));
    const response = await post('/api/auth/logout', token);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await get('/api/accounts', token)).statusCode).toBe(401);
    expect((await post('/api/auth/logout', token)).statusCode).toBe(401);
    const payload = tokenPayload(token);
    const session = await t.db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', payload.sid)
      .executeTakeFirstOrThrow();
    expect(session.revokedReason).toBe('logout');
  });
});

describe('GET /api/auth/heartbeat', () => {
  it('renews the token of the same session and counts as activity', async () => {
    const { token } = await signIn(t, await createUser(t));
    clock.advance(10 * 60 * 1000);
    const response = await get('/api/auth/heartbeat', token);
    expect(response.statusCode).toBe(200);
    const renewed = response.json<{ jwt: { auth_token: string; expires_in: number } }>().jwt;
    expect(response.headers[RENEWED_TOKEN_HEADER]).toBe(renewed.auth_token);
    expect(renewed.expires_in).toBe(18000);
    expect(tokenPayload(renewed.auth_token).sid).toBe(tokenPayload(token).sid);
    const session = await t.db
      .selectFrom('sessions')
      .select('lastSeenAt')
      .where('id', '=', tokenPayload(token).sid)
      .executeTakeFirstOrThrow();
    expect(session.lastSeenAt.getTime()).toBe(clock.now().getTime());
    expect((await get('/api/accounts', renewed.auth_token)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await get('/api/auth/heartbeat')).statusCode).toBe(401);
  });
});

describe('GET /api/accounts (profile)', () => {
  it("answers the user's account and roles in ROLE_ORDER, organization roles with their organizations", async () => {
    const user = await createUser(t, {
      firstName: 'Mary-Kate',
      lastName: "O'Neil",
      generalRoles: ['100', '350'],
      organizations: [['100'], ['100', '200']],
    });
    const { token } = await signIn(t, user);
    const response = await get('/api/accounts', token);
    expect(response.statusCode).toBe(200);
    const profile = ZProfileResponse.strict().parse(response.json());
    expect(profile).toMatchObject({
      id: user.id,
      userName: user.email,
      email: user.email,
      fullName: "Mary-Kate O'Neil",
      firstTime: false,
      termsPending: false,
      activeRole: '200',
    });
    const [first, second] = user.organizationIds;
    // Organizations are listed by name.
    const ids = (role: { organizations: { organizationId: number }[] }) =>
      role.organizations.map((o) => o.organizationId).sort((a, b) => a - b);
    expect(profile.roles.map((role) => [role.roleName, ids(role)])).toEqual([
      ['200', [second]],
      ['100', [first, second]],
      ['350', []],
    ]);
    expect(profile.roles[1]?.organizations[0]).toEqual({
      organizationId: expect.any(Number),
      organizationName: expect.stringMatching(/^Org /),
      employmentRecordId: expect.any(Number),
    });
    expect(profile.roles[0]?.roleId).toBe('200');
  });

  it('answers 401 without a token', async () => {
    expect((await get('/api/accounts')).statusCode).toBe(401);
  });
});

describe('POST /api/accounts/acceptterms', () => {
  it("refuses another user's id (403) and sends a first-time user on to the personal profile", async () => {
    const user = await createUser(t, { profileCompleted: false, termsAccepted: false });
    const other = await createUser(t);
    const { body, token } = await signIn(t, user);
    expect(body.route).toBe('profile-personal');
    const refused = await post(`/api/accounts/acceptterms?userId=${other.id}`, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toBe('You may do this only for your own account.');
    const untouched = await t.db
      .selectFrom('users')
      .select('termsAcceptedAt')
      .where('id', '=', other.id)
      .executeTakeFirstOrThrow();
    expect(untouched.termsAcceptedAt).not.toBeNull();
    const accepted = await post(`/api/accounts/acceptterms?userId=${user.id}`, token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ route: 'profile-personal' });
    const row = await t.db
      .selectFrom('users')
      .select('termsAcceptedAt')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.termsAcceptedAt?.getTime()).toBe(clock.now().getTime());
    expect((await post(`/api/accounts/acceptterms?userId=${user.id}`)).statusCode).toBe(401);
  });
});

describe('POST /api/accounts/notify and /api/accounts/seed', () => {
  it('sends the welcome mail once', async () => {
    const user = await createUser(t);
    const { token } = await signIn(t, user);
    expect((await post('/api/accounts/notify', token)).json()).toEqual({
      message: 'The welcome e-mail has been sent.',
    });
    expect((await post('/api/accounts/notify', token)).json()).toEqual({
      message: 'The welcome e-mail was sent before.',
    });
    await t.mailer.flush();
    const mails = mailsIn(t.config.dataDir).filter((mail) => mail.to.includes(user.email));
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Welcome to the Alabama Early Childhood Workforce Registry',
    ]);
    expect((await post('/api/accounts/notify')).statusCode).toBe(401);
  });

  it('gives a brand-new user without any role general role 100, once, and makes it active', async () => {
    const user = await createUser(t, { generalRoles: [], rolesSeeded: false });
    const { token } = await signIn(t, user);
    expect(tokenPayload(token).role).toBeNull();
    const response = await post('/api/accounts/seed', token);
    expect(response.statusCode).toBe(200);
    const renewed = String(response.headers[RENEWED_TOKEN_HEADER]);
    expect(tokenPayload(renewed).role).toBe('100');
    expect((await get('/api/auth/claims', renewed)).json()).toEqual({
      role: '100',
      claims: claimsForRole('100', al),
    });
    const again = await post('/api/accounts/seed', renewed);
    expect(again.statusCode).toBe(200);
    expect(again.headers[RENEWED_TOKEN_HEADER]).toBeUndefined();
    const roles = await t.db
      .selectFrom('userGeneralRoles')
      .select('roleName')
      .where('userId', '=', user.id)
      .execute();
    expect(roles).toEqual([{ roleName: '100' }]);
  });

  it('gives nothing back to a user whose role 100 an administrator removed', async () => {
    const user = await createUser(t, { generalRoles: ['100'] });
    const admin = await signIn(t, await createUser(t, { generalRoles: ['500'] }));
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/accountroles?userId=${user.id}&roleName=100`,
      headers: bearer(admin.token),
    });
    expect(removed.statusCode).toBe(200);
    const { token } = await signIn(t, user);
    const response = await post('/api/accounts/seed', token);
    expect(response.statusCode).toBe(200);
    expect(response.headers[RENEWED_TOKEN_HEADER]).toBeUndefined();
    const roles = await t.db
      .selectFrom('userGeneralRoles')
      .select('roleName')
      .where('userId', '=', user.id)
      .execute();
    expect(roles).toEqual([]);
    expect((await get('/api/auth/claims', token)).json()).toEqual({ role: null, claims: [] });
  });

  it('leaves a user who holds a role as they are', async () => {
    const user = await createUser(t, { generalRoles: ['500'] });
    const { token } = await signIn(t, user);
    await post('/api/accounts/seed', token);
    const roles = await t.db
      .selectFrom('userGeneralRoles')
      .select('roleName')
      .where('userId', '=', user.id)
      .execute();
    expect(roles).toEqual([{ roleName: '500' }]);
  });
});
