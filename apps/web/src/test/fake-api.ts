import { vi } from 'vitest';
import { SESSION_KEY, TOKEN_KEY } from '../lib/session/session-storage';

/** One request the app made, as the server would see it. */
export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | null;
}

export interface FakeReply {
  status?: number;
  /** JSON unless a string (a JSON string body is sent with `json: true`). */
  body?: unknown;
  json?: boolean;
  headers?: Record<string, string>;
}

export type FakeHandler = FakeReply | ((call: RecordedCall) => FakeReply | Promise<FakeReply>);

/**
 * A fetch standing in for the server at the network boundary: handlers keyed 'METHOD /path' answer, every
 * call is recorded, and an unexpected call answers 404 (and is recorded, so a test can see it).
 */
export function fakeApi(handlers: Record<string, FakeHandler>) {
  const calls: RecordedCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = new Headers(init?.headers);
    const call: RecordedCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      // JSON parsed; a multipart body (an upload) as the FormData it is.
      body:
        typeof init?.body === 'string'
          ? (JSON.parse(init.body) as unknown)
          : init?.body instanceof FormData
            ? init.body
            : undefined,
      authorization: headers.get('Authorization'),
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    const reply: FakeReply = !handler
      ? { status: 404, body: { errors: { path: 'Not found.' } } }
      : typeof handler === 'function'
        ? await handler(call)
        : handler;
    const body = reply.body;
    const asJson = reply.json || typeof body !== 'string';
    const text = body === undefined ? '' : asJson ? JSON.stringify(body) : body;
    const type = asJson ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8';
    return new Response(text, {
      status: reply.status ?? 200,
      headers: { 'content-type': type, ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetch);
  const called = (method: string, path: string) =>
    calls.filter((call) => call.method === method && call.path === path);
  return { fetch, calls, called };
}

function base64Url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned token with the payload the server's tokens carry (the client never verifies). */
export function fakeJwt(payload: {
  sub?: string;
  role?: string | null;
  Permission?: string[];
  exp?: number;
}) {
  const full = { sub: '7', sid: 's1', role: null, Permission: [], exp: 4102444800, iat: 1, ...payload };
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(full)}.signature`;
}

export interface StoredSession {
  userId?: number;
  role?: string | null;
  claims?: string[];
  firstTime?: boolean;
  termsPending?: boolean;
  receivedAt?: number;
}

/** Puts a signed-in session into session storage, as a reload would find it. Returns the token. */
export function storeSession({
  userId = 7,
  role = '100',
  claims = ['dashboard', 'profile', 'messages', 'notifications'],
  firstTime = false,
  termsPending = false,
  receivedAt = Date.now(),
}: StoredSession = {}): string {
  const token = fakeJwt({ sub: String(userId), role, Permission: claims });
  window.sessionStorage.setItem(TOKEN_KEY, token);
  window.sessionStorage.setItem(
    SESSION_KEY,
    JSON.stringify({
      userId,
      activeRole: role,
      activeRoleId: null,
      firstTime,
      termsPending,
      tokenReceivedAt: receivedAt,
      expiresIn: 18000 * 1000,
      refreshAt: 900 * 1000,
    }),
  );
  return token;
}

/** A profile answer of GET /api/accounts. */
export function profileOf(overrides: Record<string, unknown> = {}) {
  return {
    id: 7,
    userName: 'pat.lee@example.org',
    email: 'pat.lee@example.org',
    firstName: 'Pat',
    lastName: 'Lee',
    fullName: 'Pat Lee',
    registryId: 'AL-000123',
    firstTime: false,
    termsPending: false,
    roles: [{ roleId: 'r100', roleName: '100', organizations: [] }],
    activeRole: '100',
    ...overrides,
  };
}
