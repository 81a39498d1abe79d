import type { AppDeps } from '../../app-deps';
import type { AppFastify } from '../../http/types';
import { createMedia } from '../../integrations/media/create-media';
import { serveMediaRoute } from './serve-media-route';
import { uploadPhotoRoute } from './upload-photo-route';

/** Menu photos: upload (staff, editMenu) and serving, both through the one media store. */
export function mediaRoutes(app: AppFastify, deps: AppDeps) {
  const media = createMedia(deps.config);
  uploadPhotoRoute(app, deps, media);
  serveMediaRoute(app, media);
}
