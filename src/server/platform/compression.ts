import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers of 1 KB and more (API JSON, the page itself) compressed on the fly, brotli first,
 * gzip otherwise, with `Vary: Accept-Encoding`. Built scripts and styles are compressed once
 * at build time instead (web-app.ts serves their .br/.gz); media turn it off per route.
 * Brotli at quality 4: on two cores a request must not pay for the last few percent.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Answers only: no client of ours sends compressed bodies, and inflating them would let a
    // small request grow into a large one past the body limits' first look.
    globalDecompression: false,
  });
}
