import { ZTenantHeaders } from '@tableside/shared/contract/common';
import { ZErrorBody } from '@tableside/shared/contract/error';
import {
  RECEIPT_ROUTES,
  ZReceipt,
  ZReceiptLink,
  ZReceiptOrderQuery,
  ZReceiptParams,
  ZReceiptSmsResponse,
} from '@tableside/shared/contract/receipt';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { GUEST_WRITE_ERRORS } from '../../http/error-responses';
import { requireGuest } from '../../http/guest-session';
import type { AppFastify } from '../../http/types';
import { createMedia } from '../../integrations/media/create-media';
import { createReceiptSigner } from '../../lib/receipt-token';
import { readReceipt } from '../../services/receipts/read-receipt';
import { getReceiptLink } from '../../services/receipts/receipt-link';
import { sendReceiptSms } from '../../services/receipts/send-receipt-sms';
import { readPrintLook } from '../../services/tables-admin/print-look';
import { linkOrigin } from '../tables/table-http';

const tags = ['receipts'];

/** A signed link answers without a session: unknown 404, expired 410, nothing else to tell. */
const LINK_ERRORS = { 400: ZErrorBody, 404: ZErrorBody, 410: ZErrorBody };

/**
 * The e-receipt of a paid order (docs/decisions/0016): its link and its SMS for the guest of
 * the order, and the receipt itself (JSON for the page, PDF to keep) for whoever holds a link.
 */
export function receiptRoutes(app: AppFastify, deps: AppDeps) {
  const { db } = deps.database;
  const { clock } = deps;
  const signer = createReceiptSigner(deps.config.APP_SECRET);
  const media = createMedia(deps.config);

  app.get(
    RECEIPT_ROUTES.link,
    {
      schema: {
        tags,
        summary: "The signed link to the guest's paid order's receipt (409 before payment)",
        querystring: ZReceiptOrderQuery,
        headers: ZTenantHeaders,
        response: { 200: ZReceiptLink, ...GUEST_WRITE_ERRORS },
      },
    },
    async (req) =>
      getReceiptLink(
        { db, signer },
        {
          guest: await requireGuest(db, clock, req),
          orderId: req.query.orderId,
          shareId: req.query.shareId,
          publicUrl: linkOrigin(deps.config, req),
        },
      ),
  );

  app.post(
    RECEIPT_ROUTES.sms,
    {
      schema: {
        tags,
        summary:
          'Text the receipt link to the number the guest checked in with (once a minute, 3 a day)',
        querystring: ZReceiptOrderQuery,
        headers: ZTenantHeaders,
        response: {
          200: ZReceiptSmsResponse,
          ...GUEST_WRITE_ERRORS,
          429: ZErrorBody,
          502: ZErrorBody,
        },
      },
    },
    async (req) =>
      sendReceiptSms(
        { db, clock, sms: deps.sms, signer },
        {
          guest: await requireGuest(db, clock, req),
          orderId: req.query.orderId,
          shareId: req.query.shareId,
          publicUrl: linkOrigin(deps.config, req),
        },
      ),
  );

  app.get(
    RECEIPT_ROUTES.receipt,
    {
      schema: {
        tags,
        summary: 'The receipt a signed link names (no session, no X-Tenant)',
        params: ZReceiptParams,
        response: { 200: ZReceipt, ...LINK_ERRORS },
      },
    },
    async (req, reply) => {
      // Receipts are private to whoever holds the link: no shared cache may keep one.
      reply.header('cache-control', 'private, no-store');
      return readReceipt({ db, clock, signer }, req.params.token);
    },
  );

  app.get(
    RECEIPT_ROUTES.receiptPdf,
    {
      schema: {
        tags,
        summary: 'The receipt a signed link names, as a PDF download',
        params: ZReceiptParams,
        response: { 200: z.string().describe('application/pdf'), ...LINK_ERRORS },
      },
    },
    async (req, reply) => {
      const receipt = await readReceipt({ db, clock, signer }, req.params.token);
      // pdf-lib (~19 MB) loads with the first PDF asked for, not with every server.
      const { receiptPdf } = await import('../../services/receipts/receipt-pdf');
      const pdf = await receiptPdf(receipt, await readPrintLook(db, media, receipt.brandId));
      const file = `receipt-${receipt.paidAt.slice(0, 10)}-${receipt.orderId}.pdf`;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${file}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf) as unknown as string);
    },
  );
}
