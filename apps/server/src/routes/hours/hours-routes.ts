import type { AppDeps } from '../../app-deps';
import type { AppFastify } from '../../http/types';

// PLACEHOLDER (issue 14 in progress): replaced by the feature's routes.
export function hoursRoutes(_app: AppFastify, _deps: AppDeps): void {}
