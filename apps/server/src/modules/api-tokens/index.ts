/** Personal API tokens: the proof a caller of the open `/api` carries, with lichess's scopes. */
export { apiTokenRoutes } from './api-tokens.routes';
export { type ApiCaller, type ApiTokens, createApiTokens, parseScopes } from './api-tokens.service';
