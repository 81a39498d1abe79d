import { z } from 'zod';

/**
 * The body of every error answer (spec section 8). `message` carries the spec's texts exactly;
 * for bad input it names the field (e.g. 'otpPin: must be 4 digits'). `error` is the HTTP
 * reason phrase ('Bad Request'). 5xx bodies carry a generic message, never internals.
 */
export const ZErrorBody = z.object({
  message: z.string(),
  error: z.string(),
  statusCode: z.number().int().min(400).max(599),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;
