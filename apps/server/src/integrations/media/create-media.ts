import { join } from 'node:path';
import type { AppConfig } from '../../config/env';
import { localMedia } from './local-media';
import type { MediaPort } from './media-port';
import { s3Media } from './s3-media';

type MediaConfig = Pick<
  AppConfig,
  | 'DATA_DIR'
  | 'MEDIA_S3_BUCKET'
  | 'MEDIA_S3_ENDPOINT'
  | 'MEDIA_S3_REGION'
  | 'MEDIA_S3_ACCESS_KEY_ID'
  | 'MEDIA_S3_SECRET_ACCESS_KEY'
>;

/** The bucket when MEDIA_S3_* is set (env.ts demands all five or none), else DATA_DIR/media. */
export function createMedia(config: MediaConfig): MediaPort {
  const {
    MEDIA_S3_BUCKET: bucket,
    MEDIA_S3_ENDPOINT: endpoint,
    MEDIA_S3_REGION: region,
    MEDIA_S3_ACCESS_KEY_ID: accessKeyId,
    MEDIA_S3_SECRET_ACCESS_KEY: secretAccessKey,
  } = config;
  if (bucket && endpoint && region && accessKeyId && secretAccessKey) {
    return s3Media({ bucket, endpoint, region, accessKeyId, secretAccessKey });
  }
  return localMedia(join(config.DATA_DIR, 'media'));
}
