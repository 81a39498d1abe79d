import {
  BRAND_LOOK_ROUTES,
  ZBrandLook,
  ZBrandLookBody,
  ZThemeCssParams,
  ZThemeCssQuery,
} from '@tableside/shared/contract/brand-look';
import type { AppDeps } from '../../app-deps';
import { requireStaff, STAFF_READ_ERRORS, STAFF_WRITE_ERRORS } from '../../http/staff-auth';
import type { AppFastify } from '../../http/types';
import { getBrandLook } from '../../services/brand-look/get-brand-look';
import { getBrandMonogram } from '../../services/brand-look/get-brand-monogram';
import { getThemeCss } from '../../services/brand-look/get-theme-css';
import { saveBrandLook } from '../../services/brand-look/save-brand-look';

const A_YEAR = 'public, max-age=31536000, immutable';

/** The owner's brand look (action editBrandLook), and the stylesheet and mark guests load. */
export function brandLookRoutes(app: AppFastify, { database, clock }: AppDeps): void {
  const { db } = database;
  const owner = (req: Parameters<typeof requireStaff>[2]) =>
    requireStaff(db, clock, req, 'editBrandLook');

  app.get(
    BRAND_LOOK_ROUTES.look,
    {
      schema: {
        tags: ['brand look'],
        summary: "The brand's colours, font and pictures, with contrast warnings",
        response: { 200: ZBrandLook, ...STAFF_READ_ERRORS },
      },
    },
    async (req) => getBrandLook(db, (await owner(req)).tenantId),
  );

  app.put(
    BRAND_LOOK_ROUTES.look,
    {
      schema: {
        tags: ['brand look'],
        summary:
          'Saves the brand look (409 on a stale version; colours below WCAG AA are saved with warnings)',
        body: ZBrandLookBody,
        response: { 200: ZBrandLook, ...STAFF_WRITE_ERRORS },
      },
    },
    async (req) => saveBrandLook(db, await owner(req), req.body),
  );

  app.get(
    BRAND_LOOK_ROUTES.themeCss,
    {
      schema: {
        // A stylesheet, like the files under /media/: not part of the JSON API's document.
        hide: true,
        params: ZThemeCssParams,
        querystring: ZThemeCssQuery,
      },
    },
    async (req, reply) => {
      const { css, version } = await getThemeCss(db, req.params.tenantId);
      // Only the current version's address is kept for a year; any other must ask again.
      reply.header('cache-control', req.query.v === version ? A_YEAR : 'no-cache');
      return reply.type('text/css; charset=utf-8').send(css);
    },
  );

  app.get(
    BRAND_LOOK_ROUTES.monogram,
    { schema: { hide: true, params: ZThemeCssParams, querystring: ZThemeCssQuery } },
    async (req, reply) => {
      const { svg, version } = await getBrandMonogram(db, req.params.tenantId);
      reply.header('cache-control', req.query.v === version ? A_YEAR : 'no-cache');
      // The brand's name is escaped in it; a picture needs no script or outside resource.
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      return reply.type('image/svg+xml; charset=utf-8').send(svg);
    },
  );
}
