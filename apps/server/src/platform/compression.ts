import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers of at least COMPRESS_THRESHOLD_BYTES for a client that accepts it (brotli at a
 * quality meant for live answers, else gzip). The web app's files are compressed once at build and sent
 * as they are (platform/web-app.ts); an answer that already has a Content-Encoding is left alone, and so
 * are types that do not compress (PDFs, images). BREACH does not apply: the API's secrets travel in
 * bearer headers, never in cookies a cross-site request would carry.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
