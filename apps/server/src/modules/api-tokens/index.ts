/** Personal API tokens: the proof a caller of the open `/api` carries. */
export { type ApiCaller, type ApiTokens, createApiTokens } from './api-tokens.service';
