import type { z } from 'zod';
import { badRequest } from '../errors';

/** Parses input against a contract schema; the first problem becomes a 400 naming the field. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.join('.') || undefined;
  const message = field ? `${field}: ${issue.message}` : issue.message;
  throw badRequest('validation_failed', message, field);
}
