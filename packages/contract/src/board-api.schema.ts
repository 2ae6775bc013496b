import { z } from 'zod';
import { API_TOKEN_LABEL_MAX, API_TOKEN_SCOPES } from './board-api';
import { text } from './text.schema';

/** `POST /callback/user/api-tokens`. */
export const createApiTokenRequest = z.object({
  label: text(API_TOKEN_LABEL_MAX).trim().min(1),
  scopes: z.array(z.enum(API_TOKEN_SCOPES)).max(API_TOKEN_SCOPES.length),
});

export const apiTokenIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
