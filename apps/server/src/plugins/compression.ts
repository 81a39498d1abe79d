import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Text worth compressing: JSON answers, SVG media, the brands' stylesheets (an event stream
 * must reach the client as it is written, so not that). Images such as PNG or WebP are
 * compressed already: a second pass costs CPU and saves nothing.
 */
const COMPRESSIBLE = /^(?:text\/(?!event-stream)|image\/svg\+xml|application\/(?:[\w.-]+\+)?json)/;

/**
 * Compresses answers of 1 kB and more, brotli first, then gzip (phones on 4G: a third of the
 * bytes). The apps' built files arrive with their precompressed .br/.gz (static-apps.ts): an
 * answer that already has a Content-Encoding is passed through untouched. Register it before
 * the routes: it hooks into each route as it is added.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
  });
}
