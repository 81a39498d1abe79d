import { z } from 'zod';
import type { AppFastify } from '../../http/types';
import { isMediaKey, type MediaPort } from '../../integrations/media/media-port';
import { MEDIA_URL_PREFIX } from '../../integrations/media/media-urls';

const notFound = (key: string) => ({
  message: `Media ${key.slice(0, 80)} not found`,
  error: 'Not Found',
  statusCode: 404,
});

/**
 * GET /media/i/<key>: an uploaded photo from the media store. Keys are content-hashed, so an
 * answer never changes and browsers and CDNs may keep it for a year without asking again.
 */
export function serveMediaRoute(app: AppFastify, media: MediaPort) {
  app.get(
    `${MEDIA_URL_PREFIX}:key`,
    {
      schema: {
        // Files, like the rest of /media/: not part of the JSON API's document.
        hide: true,
        params: z.object({ key: z.string() }),
      },
    },
    async (req, reply) => {
      const { key } = req.params;
      // The strict key pattern is the traversal guard: no dots but the extension, no slashes.
      if (!isMediaKey(key)) return reply.code(404).send(notFound(key));
      const etag = `"${key}"`;
      reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
      if (req.headers['if-none-match'] === etag && (await media.exists(key))) {
        return reply.code(304).send();
      }
      const object = await media.get(key);
      if (!object) {
        reply.removeHeader('cache-control');
        reply.removeHeader('etag');
        return reply.code(404).send(notFound(key));
      }
      reply.type(object.contentType);
      if (object.size !== undefined) reply.header('content-length', object.size);
      return reply.send(object.body);
    },
  );
}
