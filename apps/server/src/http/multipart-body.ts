import { AppError } from '../lib/app-error';

/**
 * What reading a multipart body threw, as the client should hear it: the plugin's own errors
 * (file too large: 413) keep their status; a body the parser cannot read (a bad boundary, a
 * broken part header, a cut-off form) is the client's 400, never a 500.
 */
export function multipartReadError(err: unknown, field: string): unknown {
  if (err instanceof AppError) return err;
  const status = (err as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status < 500) return err;
  return new AppError('BAD_REQUEST', `${field}: the multipart body is malformed`);
}
