import type { AppDeps } from '../../app-deps';
import type { AppFastify } from '../../http/types';
import { catalogueCategoryRoutes } from './catalogue-category-routes';
import { catalogueHistoryRoutes } from './catalogue-history-routes';
import { catalogueItemRoutes } from './catalogue-item-routes';

/** The back office's catalogue (issue 13): categories, items, history; action editMenu. */
export function catalogueRoutes(app: AppFastify, deps: AppDeps) {
  catalogueItemRoutes(app, deps);
  catalogueCategoryRoutes(app, deps);
  catalogueHistoryRoutes(app, deps);
}
