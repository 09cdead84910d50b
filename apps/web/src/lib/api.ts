import { RENEWED_TOKEN_HEADER } from '@registry/contracts/paths';
import { errorText } from '@registry/domain';
/** A failed API call: the HTTP status and the parsed body (a string, `{ errors: {...} }`, or anything else). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown, message?: string) {
    super(message ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The text of a failed call for an errors box (spec 1 §8 rule); `networkText` when the server was not reached. */
export function failureText(error: unknown, networkText: string): string {
  return isApiError(error) ? errorText(error.body) : networkText;
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Send this token instead of the session's (logout sends the token it is about to forget). */
  token?: string | null;
}

/**
 * How the client reaches the session without importing it (the session store calls the api): the token
 * to send, what to do with a renewed token from a response header, and what a 401 means.
 */
export interface ApiAuth {
  token(): string | null;
  renewed(token: string): void;
  unauthorized(): void;
}

let auth: ApiAuth | null = null;

/** Called once by the session store; null unbinds (tests). */
export function bindApiAuth(binding: ApiAuth | null): void {
  auth = binding;
}

export function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/** Sends a request with the session's token; takes a renewed token and reports a 401 (see `api`). */
async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept, ...options.headers };
  const token = options.token !== undefined ? options.token : (auth?.token() ?? null);
  if (token) headers.Authorization = `Bearer ${token}`;
  const init: RequestInit = {
    method: options.method ?? 'GET',
    headers,
    credentials: 'same-origin',
  };
  if (options.signal) init.signal = options.signal;
  if (options.body instanceof FormData) {
    // multipart/form-data: the browser writes the content type with its boundary.
    init.body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  const response = await fetch(buildUrl(path, options.query), init);
  const renewed = response.headers.get(RENEWED_TOKEN_HEADER);
  if (renewed && auth && auth.token() !== null) auth.renewed(renewed);
  if (response.status === 401 && token && auth && auth.token() === token) auth.unauthorized();
  return response;
}

/**
 * The one fetch wrapper of the web app: JSON in and out (or a FormData body, sent as multipart),
 * same-origin cookies, and an ApiError carrying status and body for any non-2xx answer (the toast rule
 * reads both). Every request sends the session's bearer token (spec 1 §7); a token in the
 * RENEWED_TOKEN_HEADER of any response replaces the stored one, and a 401 to a request that carried a
 * token ends the session.
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  const body = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, body);
  return body as T;
}

/**
 * A file the API answers (an uploaded file: GET /api/file/u/{id}), as a Blob of its type, fetched
 * with the bearer token a plain link cannot carry. A failure is an ApiError as for `api`.
 */
export async function apiBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  return (await apiResponse(path, options)).blob();
}

/**
 * The answer itself (a file to be read with its headers), sent like `api` with the bearer token; a
 * failure is an ApiError as for `api`.
 */
export async function apiResponse(path: string, options: RequestOptions = {}): Promise<Response> {
  const response = await send(path, options, '*/*');
  if (!response.ok) throw new ApiError(response.status, await readBody(response));
  return response;
}
