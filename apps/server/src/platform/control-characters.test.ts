import { CONTROL_CHARACTER_MESSAGE } from '@registry/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, PASSWORD, signIn } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { createLogger } from './logger.js';

/**
 * A NUL (or any control character) in a string field used to reach PostgreSQL and answer 500 with a stack
 * in the log. Every route that takes a string refuses it with a 400 naming the field, and logs no error.
 */
const written: string[] = [];
let t: TestApp;
let admin: string;

beforeAll(async () => {
  const logger = createLogger('info', { destination: { write: (line: string) => written.push(line) } });
  t = await createTestApp({ logger });
  admin = (await signIn(t, await createUser(t, { generalRoles: ['AdminUser'] }))).token;
});

const NUL = '\u0000';

describe('control characters in string fields', () => {
  it.each([
    [
      'POST',
      '/api/accounts',
      {
        email: `a${NUL}@example.org`,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        firstName: 'A',
        lastName: 'Bc',
        acceptTerms: true,
      },
      'email',
    ],
    [
      'POST',
      '/api/accounts',
      {
        email: 'a@example.org',
        password: PASSWORD,
        confirmPassword: PASSWORD,
        firstName: `A${NUL}`,
        lastName: 'Bc',
        acceptTerms: true,
      },
      'firstName',
    ],
    ['POST', '/api/auth/login', { userName: `a${NUL}@example.org`, password: PASSWORD }, 'userName'],
    ['POST', '/api/auth/login', { userName: 'a@example.org', password: `x${NUL}` }, 'password'],
    ['POST', '/api/accounts/confirm', { userId: 1, code: `abc${NUL}` }, 'code'],
    [
      'POST',
      '/api/accounts/sendconfemail',
      { userName: `a${NUL}@example.org`, password: PASSWORD },
      'userName',
    ],
    ['POST', '/api/accounts/forgotpassword', { email: `a${NUL}@example.org` }, 'email'],
    ['POST', '/api/accounts/resetpassword', { userId: 1, code: `abc${NUL}`, password: PASSWORD }, 'code'],
    ['POST', '/api/accounts/emailconfirm', { userName: `a${NUL}@example.org` }, 'userName', true],
    [
      'POST',
      '/api/accounts/emailchange',
      { email: 'b@example.org', userName: `a${NUL}@example.org`, fullName: '' },
      'userName',
      true,
    ],
    ['POST', '/api/accountroles', { userId: 1, roleName: `5${NUL}00` }, 'roleName', true],
    ['POST', '/api/userorganizationroles/roleswitch', { roleName: `1${NUL}00` }, 'roleName', true],
    ['GET', '/api/configuration?key=clo%00sed', undefined, 'key'],
    ['GET', '/api/file/s/user%00guide', undefined, 'code'],
  ] as const)('%s %s (%s) → 400', async (method, url, payload, field, signedIn?: boolean) => {
    written.length = 0;
    const response = await t.app.inject({
      method,
      url,
      payload,
      headers: signedIn === true ? bearer(admin) : {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { [field]: CONTROL_CHARACTER_MESSAGE } });
    const errors = written
      .map((line) => JSON.parse(line) as { level: number })
      .filter((line) => line.level >= 50);
    expect(errors).toEqual([]);
  });
});
