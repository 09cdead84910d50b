import { fileURLToPath } from 'node:url';
import type { TCertificateVerification, TMyCertificate, TSigningKeySet } from '@registry/contracts';
import { CERTIFICATE_TEXTS, FormId } from '@registry/domain';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/accounts.js';
import { createTestApp, TEST_RATE_LIMITS, type TestApp } from '../../../test/helpers.js';
import { addTraining } from '../../../test/grid-records.js';
import { readPdf } from '../../../test/pdf.js';
import { employ, organization, person, withRole, type Person } from '../../../test/records.js';
import { course, session } from '../../../test/training.js';
import { formatCertificateCode, newCertificateCode } from '../../platform/certificate-codes.js';

/** The web app's public files hold the tenants' logos, as the built app's do (config.webDistDir). */
const WEB_PUBLIC = fileURLToPath(new URL('../../../../web/public', import.meta.url));

let al: TestApp;
beforeAll(async () => {
  al = await createTestApp({ config: { webDistDir: WEB_PUBLIC } });
});

const get = (t: TestApp, url: string, token: string | null) =>
  t.app.inject({ method: 'GET', url, headers: token === null ? {} : bearer(token) });
const post = (t: TestApp, url: string, token: string | null, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: token === null ? {} : bearer(token), payload });

async function trainer(t: TestApp, firstName = 'Tina'): Promise<Person & { trainerToken: string }> {
  const me = await person(t, { generalRoles: ['100', '250'], firstName, lastName: 'Trainer' });
  return { ...me, trainerToken: await withRole(t, me.token, '250') };
}

async function withActive(t: TestApp, role: '400' | '500' | 'AdminUser' | '350'): Promise<string> {
  const me = await person(t, { generalRoles: ['100', role] });
  return withRole(t, me.token, role);
}

interface Made {
  code: string;
  owner: Person;
  coach: Person & { trainerToken: string };
  enrollmentId: number;
  certificateId: number;
}

/**
 * A completed training's certificate, as the attendance call leaves it (modules/enrollment): a course and a
 * session of the trainer's that ended, the person's Registered enrollment with Completed attendance and
 * its code, and the certificates row of what it certifies.
 */
async function certificate(
  t: TestApp,
  options: { owner?: Person; coach?: Person & { trainerToken: string }; revokedAt?: Date } = {},
): Promise<Made> {
  const coach = options.coach ?? (await trainer(t));
  const owner = options.owner ?? (await person(t, { firstName: 'Paula', lastName: 'Professional' }));
  const courseId = await course(t, coach.id, 'Safe Sleep Practices');
  const sessionId = await session(t, courseId, coach.id, {
    sectionName: 'Morning session',
    trainingStart: '2026-11-03 09:00:00',
    trainingEnd: '2026-11-03 12:30:00',
    timeZone: 'America/Chicago',
  });
  const code = newCertificateCode();
  const enrollment = await t.db
    .insertInto('enrollments')
    .values({
      courseSectionId: sessionId,
      userId: owner.id,
      formId: FormId.Enrollment,
      formVersion: 1,
      status: 'Registered',
      attendance: 1,
      certificate: code,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await t.db
    .insertInto('certificates')
    .values({
      code,
      enrollmentId: enrollment.id,
      userId: owner.id,
      personName: 'Paula Professional',
      courseName: 'Safe Sleep Practices',
      sectionName: 'Morning session',
      courseNumber: 'SSP-101',
      trainingStart: '2026-11-03 09:00:00',
      trainingEnd: '2026-11-03 12:30:00',
      timeZone: 'America/Chicago',
      hours: '3.50',
      trainerName: 'Tina Trainer',
      issuedAt: new Date('2026-11-03T19:00:00Z'),
      revokedAt: options.revokedAt ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { code, owner, coach, enrollmentId: enrollment.id, certificateId: row.id };
}

const pdfUrl = (code: string) => `/api/file/c/${code}`;

async function pdfText(response: { rawPayload: Buffer }): Promise<string> {
  const { pages } = await readPdf(response.rawPayload);
  expect(pages).toHaveLength(1);
  return pages[0]!;
}

describe('GET /api/file/c/{certificate}', () => {
  it('answers the owner a one-page PDF with the person, training, dates, hours, trainer, issue date, code and check address', async () => {
    const made = await certificate(al);
    const response = await get(al, pdfUrl(made.code), made.owner.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="Certificate-Safe-Sleep-Practices-Morning-session.pdf"',
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const text = await pdfText(response);
    for (const expected of [
      al.tenant.productName,
      'Certificate of Completion',
      'This certifies that',
      'Paula Professional',
      'has completed the training',
      'Safe Sleep Practices: Morning session',
      'November 3, 2026, 9:00 AM \u2013 12:30 PM Central Time',
      '3.5 hours',
      'Trainer: Tina Trainer',
      'Issued: November 3, 2026',
      formatCertificateCode(made.code),
      `${al.config.publicBaseUrl}/verify/${made.code}`,
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain(CERTIFICATE_TEXTS.revokedMark);
    const { info } = await readPdf(response.rawPayload);
    expect(info).toMatchObject({
      Title: 'Certificate of Completion: Paula Professional, Safe Sleep Practices',
      Author: al.tenant.productName,
    });
  });

  it('takes the code in any case, with or without dashes, and as read off paper (O for 0, I or L for 1)', async () => {
    const made = await certificate(al);
    const typed = formatCertificateCode(made.code).toLowerCase();
    expect((await get(al, pdfUrl(typed), made.owner.token)).statusCode).toBe(200);
    const misread = made.code.replace(/0/g, 'O').replace(/1/g, 'I');
    expect((await get(al, pdfUrl(misread), made.owner.token)).statusCode).toBe(200);
  });

  it("answers the session's trainer and the administrators (400, 500, AdminUser)", async () => {
    const made = await certificate(al);
    const asTrainer = await get(al, pdfUrl(made.code), made.coach.trainerToken);
    expect(asTrainer.statusCode, asTrainer.body).toBe(200);
    expect(await pdfText(asTrainer)).toContain('Paula Professional');
    for (const role of ['400', '500', 'AdminUser'] as const) {
      const response = await get(al, pdfUrl(made.code), await withActive(al, role));
      expect(response.statusCode, role).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
    }
  });

  it('is 404 for everyone else (another professional, another trainer, a director of the person, agency staff, the trainer as a professional) and for an unknown code; 401 signed out', async () => {
    const made = await certificate(al);
    const organizationId = await organization(al);
    await employ(al, made.owner.id, organizationId, ['100']);
    const director = await person(al);
    await employ(al, director.id, organizationId, ['200']);
    const tokens = {
      professional: (await person(al)).token,
      otherTrainer: (await trainer(al, 'Otto')).trainerToken,
      director: await withRole(al, director.token, '200'),
      agency: await withActive(al, '350'),
      // The trainer in another session of theirs with the professional role active.
      trainerAsProfessional: await withRole(al, (await signIn(al, made.coach)).token, '100'),
    };
    for (const [who, token] of Object.entries(tokens)) {
      const response = await get(al, pdfUrl(made.code), token);
      expect(response.statusCode, who).toBe(404);
      expect(response.body).not.toContain('Paula');
    }
    expect((await get(al, pdfUrl(newCertificateCode()), made.owner.token)).statusCode).toBe(404);
    expect((await get(al, pdfUrl('not-a-code'), made.owner.token)).statusCode).toBe(404);
    expect((await get(al, pdfUrl(made.code), null)).statusCode).toBe(401);
  });

  it('still answers a revoked certificate to its owner, marked REVOKED with its date', async () => {
    const made = await certificate(al, { revokedAt: new Date('2026-11-20T18:00:00Z') });
    const response = await get(al, pdfUrl(made.code), made.owner.token);
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response);
    expect(text).toContain(CERTIFICATE_TEXTS.revokedMark);
    expect(text).toContain(CERTIFICATE_TEXTS.revokedOn('November 20, 2026'));
  });
});

describe('GET /api/certificate/verify/{code} (public)', () => {
  const verify = async (t: TestApp, code: string, remoteAddress = '10.1.1.1') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/certificate/verify/${encodeURIComponent(code)}`,
      remoteAddress,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TCertificateVerification>();
  };
  const KEYS = [
    'courseName',
    'hours',
    'issuedAt',
    'issuer',
    'personName',
    'revokedAt',
    'sectionName',
    'status',
    'timeZone',
    'trainingEnd',
    'trainingStart',
  ];

  it('says a genuine certificate is valid, for whom and what, and nothing more', async () => {
    const made = await certificate(al);
    const answer = await verify(al, formatCertificateCode(made.code));
    expect(answer).toEqual({
      status: 'valid',
      personName: 'Paula Professional',
      courseName: 'Safe Sleep Practices',
      sectionName: 'Morning session',
      trainingStart: '2026-11-03 09:00:00',
      trainingEnd: '2026-11-03 12:30:00',
      timeZone: 'America/Chicago',
      hours: '3.50',
      issuer: al.tenant.productName,
      issuedAt: '2026-11-03T19:00:00.000Z',
      revokedAt: null,
    });
    expect(Object.keys(answer).sort()).toEqual(KEYS);
    // Neither the trainer, nor an address, nor the course number (nor ids: the keys above).
    const raw = JSON.stringify(answer);
    for (const hidden of [made.owner.email, 'Tina', 'SSP-101']) expect(raw).not.toContain(hidden);
  });

  it('says a revoked certificate is revoked, with its date and without the reason', async () => {
    const made = await certificate(al, { revokedAt: new Date('2026-11-20T18:00:00Z') });
    await al.db
      .updateTable('certificates')
      .set({ revokedReason: 'Attendance entered in error' })
      .where('id', '=', made.certificateId)
      .execute();
    const answer = await verify(al, made.code.toLowerCase());
    expect(answer).toMatchObject({ status: 'revoked', revokedAt: '2026-11-20T18:00:00.000Z' });
    expect(Object.keys(answer).sort()).toEqual(KEYS);
    expect(JSON.stringify(answer)).not.toContain('error');
  });

  it('says a forged or malformed code is unknown (200, nothing else)', async () => {
    for (const code of [newCertificateCode(), 'ABCD-EFGH-JKMN', 'hello', '0000', 'x'.repeat(40)])
      expect(await verify(al, code), code).toEqual({ status: 'unknown' });
    const tooLong = await al.app.inject({ method: 'GET', url: `/api/certificate/verify/${'A'.repeat(41)}` });
    expect(tooLong.statusCode).toBe(400);
  });

  it('is limited per client address (429 past the limit), not per code', async () => {
    const limited = await createTestApp({
      config: { rateLimits: { ...TEST_RATE_LIMITS, verifyCertificate: 3 } },
    });
    for (let i = 0; i < 3; i++) await verify(limited, newCertificateCode(), '10.9.9.9');
    const refused = await limited.app.inject({
      method: 'GET',
      url: `/api/certificate/verify/${newCertificateCode()}`,
      remoteAddress: '10.9.9.9',
    });
    expect(refused.statusCode).toBe(429);
    expect(await verify(limited, newCertificateCode(), '10.9.9.10')).toEqual({ status: 'unknown' });
  });
});

describe('POST /api/certificate/revoke', () => {
  it('is for 400, 500 and AdminUser: the owner, the trainer and agency staff get 403; 401 signed out', async () => {
    const made = await certificate(al);
    const payload = { code: made.code, reason: 'Recorded by mistake' };
    for (const token of [made.owner.token, made.coach.trainerToken, await withActive(al, '350')])
      expect((await post(al, '/api/certificate/revoke', token, payload)).statusCode).toBe(403);
    expect((await post(al, '/api/certificate/revoke', null, payload)).statusCode).toBe(401);
    const row = await al.db
      .selectFrom('certificates')
      .select('revokedAt')
      .where('id', '=', made.certificateId)
      .executeTakeFirstOrThrow();
    expect(row.revokedAt).toBeNull();
  });

  it('needs a reason (400, nothing changed), a known code (404)', async () => {
    const made = await certificate(al);
    const admin = await withActive(al, '500');
    for (const reason of ['', '   ']) {
      const response = await post(al, '/api/certificate/revoke', admin, { code: made.code, reason });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: Record<string, string> }>().errors.reason).toBe(
        CERTIFICATE_TEXTS.reasonRequired,
      );
    }
    expect((await post(al, '/api/certificate/revoke', admin, { code: made.code })).statusCode).toBe(400);
    const unknown = { code: newCertificateCode(), reason: 'x' };
    expect((await post(al, '/api/certificate/revoke', admin, unknown)).statusCode).toBe(404);
    const row = await al.db
      .selectFrom('certificates')
      .select('revokedAt')
      .where('id', '=', made.certificateId)
      .executeTakeFirstOrThrow();
    expect(row.revokedAt).toBeNull();
  });

  it('revokes with who, when and why, audited, the owner notified; a second time is 409', async () => {
    const made = await certificate(al);
    const adminUser = await person(al, { generalRoles: ['100', '400'] });
    const admin = await withRole(al, adminUser.token, '400');
    const payload = { code: formatCertificateCode(made.code).toLowerCase(), reason: 'Recorded by mistake' };
    const response = await post(al, '/api/certificate/revoke', admin, payload);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: CERTIFICATE_TEXTS.revoked });
    const row = await al.db
      .selectFrom('certificates')
      .select(['revokedAt', 'revokedBy', 'revokedReason'])
      .where('id', '=', made.certificateId)
      .executeTakeFirstOrThrow();
    expect(row.revokedAt).toBeInstanceOf(Date);
    expect(row.revokedBy).toBe(adminUser.id);
    expect(row.revokedReason).toBe('Recorded by mistake');
    const audit = await al.db
      .selectFrom('auditLog')
      .select(['actorUserId', 'action', 'entity'])
      .where('entity', '=', 'Certificate')
      .where('entityId', '=', String(made.certificateId))
      .execute();
    expect(audit).toEqual([
      { actorUserId: adminUser.id, action: 'certificate.revoke', entity: 'Certificate' },
    ]);
    const notices = await al.db
      .selectFrom('notifications')
      .select(['subject', 'body', 'route'])
      .where('userId', '=', made.owner.id)
      .execute();
    expect(notices).toEqual([
      {
        subject: 'Your certificate for Safe Sleep Practices: Morning session was revoked',
        body: expect.stringContaining('Reason: Recorded by mistake') as string,
        route: '/dashboard/calendar?view=completed',
      },
    ]);
    const verified = await al.app.inject({ method: 'GET', url: `/api/certificate/verify/${made.code}` });
    expect(verified.json()).toMatchObject({ status: 'revoked' });
    const again = await post(al, '/api/certificate/revoke', admin, payload);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toBe(CERTIFICATE_TEXTS.alreadyRevoked);
  });
});

describe('GET /api/certificate/mine', () => {
  it("lists the signed-in person's certificates only, newest first", async () => {
    const owner = await person(al);
    const first = await certificate(al, { owner });
    const second = await certificate(al, { owner });
    await al.db
      .updateTable('certificates')
      .set({ issuedAt: new Date('2026-11-10T12:00:00Z') })
      .where('id', '=', second.certificateId)
      .execute();
    await certificate(al);
    const response = await get(al, '/api/certificate/mine', owner.token);
    expect(response.statusCode).toBe(200);
    const list = response.json<TMyCertificate[]>();
    expect(list.map((c) => c.code)).toEqual([second.code, first.code]);
    expect(list[0]).toMatchObject({ courseName: 'Safe Sleep Practices', hours: '3.50', revokedAt: null });
    expect((await get(al, '/api/certificate/mine', null)).statusCode).toBe(401);
  });
});

describe('the Training grid (entity 3)', () => {
  it("gives the training record a registry session wrote its certificate's code (the row's downloads)", async () => {
    const made = await certificate(al);
    const recordId = await addTraining(al, made.owner.id, {
      trainingName: 'Safe Sleep Practices',
      sentViaApi: true,
    });
    const typedIn = await addTraining(al, made.owner.id, { trainingName: 'Typed in' });
    await al.db
      .updateTable('certificates')
      .set({ trainingRecordId: recordId })
      .where('id', '=', made.certificateId)
      .execute();
    const response = await post(al, '/api/grid', made.owner.token, { entityTypeId: 3, from: 1, to: 20 });
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json<{ gridData: { id: number; certificateCode: string | null }[] }>().gridData;
    expect(rows.find((row) => row.id === recordId)?.certificateCode).toBe(made.code);
    expect(rows.find((row) => row.id === typedIn)?.certificateCode).toBeNull();
  });
});

describe('GET /api/certificate/badge/{code} (Open Badges 3.0)', () => {
  const keySet = async (t: TestApp) => {
    const response = await get(t, '/api/certificate/jwks', null);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/jwk-set\+json/);
    return response.json<TSigningKeySet>();
  };

  it("answers its owner a VC-JWT that verifies against the registry's published key set, offline", async () => {
    const made = await certificate(al);
    const response = await get(al, `/api/certificate/badge/${made.code}`, made.owner.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/jwt');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="Badge-Safe-Sleep-Practices-Morning-session.jwt"',
    );
    const jwt = response.body;
    const header = decodeProtectedHeader(jwt);
    expect(Object.keys(header).sort()).toEqual(['alg', 'kid', 'typ']);
    expect(header).toMatchObject({ alg: 'RS256', typ: 'JWT' });
    expect(header.kid).toMatch(new RegExp(`^${al.config.publicBaseUrl}/api/certificate/jwks#[\\w-]{43}$`));

    const keys = await keySet(al);
    expect(keys.keys.map((key) => key.kid)).toContain(header.kid);
    for (const key of keys.keys) expect(key).not.toHaveProperty('d');
    const { payload } = await jwtVerify(jwt, createLocalJWKSet(keys), { algorithms: ['RS256'] });

    const base = al.config.publicBaseUrl;
    expect(payload['@context']).toEqual([
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ]);
    expect(payload.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(payload.id).toBe(`${base}/verify/${made.code}`);
    expect(payload.issuer).toEqual({ id: base, type: ['Profile'], name: al.tenant.productName, url: base });
    expect(payload.validFrom).toBe('2026-11-03T19:00:00Z');
    // The JWT claims mirror the credential (Open Badges 3.0 §8.2).
    expect(payload.iss).toBe(base);
    expect(payload.jti).toBe(payload.id);
    expect(payload.nbf).toBe(Date.parse('2026-11-03T19:00:00Z') / 1000);
    const subject = payload.credentialSubject as Record<string, unknown>;
    expect(payload.sub).toBe(subject.id);
    expect(subject.id).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
    expect(subject.type).toEqual(['AchievementSubject']);
    expect(subject.identifier).toEqual([
      { type: 'IdentityObject', identityHash: 'Paula Professional', identityType: 'name', hashed: false },
    ]);
    expect(subject.creditsEarned).toBe(3.5);
    expect(subject.achievement).toMatchObject({
      type: ['Achievement'],
      achievementType: 'Course',
      name: 'Safe Sleep Practices: Morning session',
      description:
        'Completion of the training Safe Sleep Practices: Morning session, November 3, 2026, 9:00 AM \u2013 12:30 PM Central Time, 3.5 hours of training.',
      criteria: { narrative: CERTIFICATE_TEXTS.badgeCriteria('Tina Trainer') },
      creditsAvailable: 3.5,
      humanCode: 'SSP-101',
    });
    // Nothing that reaches the person: no e-mail, no registry id.
    expect(JSON.stringify(payload)).not.toContain(made.owner.email);
  });

  it('is the owner\u2019s only (the trainer and the administrators 404), not for a revoked certificate (409)', async () => {
    const made = await certificate(al);
    for (const token of [made.coach.trainerToken, await withActive(al, '500'), (await person(al)).token])
      expect((await get(al, `/api/certificate/badge/${made.code}`, token)).statusCode).toBe(404);
    expect((await get(al, `/api/certificate/badge/${made.code}`, null)).statusCode).toBe(401);
    const revoked = await certificate(al, { revokedAt: new Date() });
    const response = await get(al, `/api/certificate/badge/${revoked.code}`, revoked.owner.token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toBe(CERTIFICATE_TEXTS.badgeRevoked);
  });

  it('every server signs with one key; a server with another JWT secret retires it and the old badges still verify', async () => {
    const made = await certificate(al);
    const first = (await get(al, `/api/certificate/badge/${made.code}`, made.owner.token)).body;
    // A second server on the same database with the same secret signs with the same key.
    const twin = await createTestApp({ config: { webDistDir: WEB_PUBLIC } });
    const rows = await al.db.selectFrom('signingKeys').select(['id', 'retiredAt', 'privateKey']).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.privateKey).not.toContain('PRIVATE KEY');
    const same = (await get(twin, `/api/certificate/badge/${made.code}`, made.owner.token)).body;
    expect(decodeProtectedHeader(same).kid).toBe(decodeProtectedHeader(first).kid);

    const rotated = await createTestApp({
      config: { webDistDir: WEB_PUBLIC, jwtSecret: 'another-secret-that-is-at-least-32-characters' },
    });
    const owner = await person(rotated);
    const mine = await certificate(rotated, { owner });
    const second = await get(rotated, `/api/certificate/badge/${mine.code}`, owner.token);
    expect(second.statusCode, second.body).toBe(200);
    expect(decodeProtectedHeader(second.body).kid).not.toBe(decodeProtectedHeader(first).kid);
    const after = await al.db
      .selectFrom('signingKeys')
      .select(['id', 'retiredAt'])
      .orderBy('createdAt')
      .execute();
    expect(after).toHaveLength(2);
    expect(after[0]!.retiredAt).toBeInstanceOf(Date);
    expect(after[1]!.retiredAt).toBeNull();
    const keys = createLocalJWKSet(await keySet(al));
    await expect(jwtVerify(first, keys)).resolves.toBeDefined();
    await expect(jwtVerify(second.body, keys)).resolves.toBeDefined();
  });
});
