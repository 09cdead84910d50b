// autocannon ships no types; this is the part of its programmatic API (README, "API") the benches use.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD';
    headers?: Record<string, string>;
    body?: string;
    /** Seconds. */
    timeout?: number;
    /** Requests each connection sends in turn, over and over (README "requests"). */
    requests?: {
      method?: Options['method'];
      path?: string;
      headers?: Record<string, string>;
      body?: string;
    }[];
    /** Called once for each connection's client, before its first request (per-connection headers). */
    setupClient?: (client: Client) => void;
  }

  /** One connection's client (autocannon's lib/httpClient.js). */
  export interface Client {
    setHeaders(headers: Record<string, string>): void;
    setBody(body: string): void;
    /** Replaces the requests this connection sends in turn. */
    setRequests(requests: NonNullable<Options['requests']>): void;
  }

  /** hdr-histogram-percentiles-obj: latency in ms, requests and throughput per second. */
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p2_5: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }

  export interface Result {
    url: string;
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    /** Seconds. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }

  export interface Instance extends EventEmitter, PromiseLike<Result> {
    stop(): void;
  }

  export default function autocannon(options: Options): Instance;
}
