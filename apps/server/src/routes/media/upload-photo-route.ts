import multipart from '@fastify/multipart';
import { CATALOGUE_ROUTES, ZMediaUpload } from '@tableside/shared/contract/catalogue-extras';
import { ZId } from '@tableside/shared/contract/common';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { multipartReadError } from '../../http/multipart-body';
import { requireStaff, STAFF_WRITE_ERRORS } from '../../http/staff-auth';
import type { AppFastify } from '../../http/types';
import type { MediaPort } from '../../integrations/media/media-port';
import { AppError } from '../../lib/app-error';
import { type CropRect, PHOTO_SHAPES, type PhotoShape } from '../../services/media/process-photo';
import { uploadPhoto } from '../../services/media/upload-photo';

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
const TOO_LARGE = 'file: must be at most 10 MB';
const CROP_FIELDS = ['x', 'y', 'width', 'height'] as const;

/** A 413 the error handler answers with this message (it echoes 4xx messages as they are). */
const tooLarge = () => Object.assign(new Error(TOO_LARGE), { statusCode: 413 });

interface Upload {
  bytes: Buffer;
  crop?: CropRect;
  shape: PhotoShape;
}

/** `shape` is optional: without it the picture is a square menu photo, as before banners. */
function shapeOf(value: string | undefined): PhotoShape {
  if (value === undefined) return 'square';
  const shape = PHOTO_SHAPES.find((s) => s === value);
  if (!shape) throw new AppError('BAD_REQUEST', `shape: must be ${PHOTO_SHAPES.join(' or ')}`);
  return shape;
}

/**
 * The multipart body: the `file`, an optional `shape` and, when the client cropped, x, y,
 * width and height.
 */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) {
    throw new AppError('BAD_REQUEST', 'file: send the photo as multipart/form-data');
  }
  let bytes: Buffer | undefined;
  const fields: Partial<Record<string, string>> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || bytes) {
          await part.toBuffer();
          throw new AppError('BAD_REQUEST', 'file: send exactly one file, in the field `file`');
        }
        bytes = await part.toBuffer();
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw multipartReadError(err, 'file');
  }
  if (!bytes || bytes.length === 0) throw new AppError('BAD_REQUEST', 'file: is required');
  const shape = shapeOf(fields.shape);
  const given = CROP_FIELDS.filter((name) => fields[name] !== undefined);
  if (given.length === 0) return { bytes, shape };
  const crop: Partial<CropRect> = {};
  for (const name of CROP_FIELDS) {
    const value = Number(fields[name]);
    if (fields[name] === undefined || !Number.isInteger(value) || value < 0) {
      throw new AppError('BAD_REQUEST', `${name}: must be a whole number of pixels, 0 or more`);
    }
    crop[name] = value;
  }
  return { bytes, crop: crop as CropRect, shape };
}

/** POST CATALOGUE_ROUTES.media; multipart is registered in this scope only. */
export function uploadPhotoRoute(app: AppFastify, { database, clock }: AppDeps, media: MediaPort) {
  const { db } = database;
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 8, fieldSize: 64, parts: 9 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      CATALOGUE_ROUTES.media,
      {
        schema: {
          tags: ['catalogue'],
          summary:
            'Uploads a menu photo or promotion banner (multipart field `file`, at most 10 MB; optional `shape` square | banner, crop x, y, width, height)',
          consumes: ['multipart/form-data'],
          params: z.object({ branchId: ZId }),
          response: { 200: ZMediaUpload, 413: STAFF_WRITE_ERRORS[400], ...STAFF_WRITE_ERRORS },
        },
      },
      async (req) => {
        const staff = await requireStaff(db, clock, req, 'editMenu', {
          branchId: req.params.branchId,
        });
        const { bytes, crop, shape } = await readUpload(req);
        return uploadPhoto({ db, media }, staff, {
          branchId: req.params.branchId,
          bytes,
          crop,
          shape,
        });
      },
    );
  });
}
