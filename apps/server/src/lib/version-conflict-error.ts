import { AppError } from './app-error';

/**
 * A save over a version someone else has saved since: 409, never an overwrite. `current` is
 * the thing as it is now, so the editor can show the other person's change; the one error
 * handler adds it to the body, and the route's 409 schema gives it its shape (a plain
 * ZErrorBody 409 leaves it out).
 */
export class VersionConflictError extends AppError {
  readonly current: unknown;

  constructor(message: string, current?: unknown) {
    super('CONFLICT', message);
    this.name = 'VersionConflictError';
    this.current = current;
  }
}
