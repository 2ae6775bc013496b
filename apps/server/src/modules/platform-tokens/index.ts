/** Platform tokens: `POST /bff-token` and the bearer check of the platform services. */
export { createPlatformBearer, platformConnectAuth, requireScope } from './platform-bearer';
export { platformTokenRoutes } from './platform-tokens.routes';
export { createPlatformTokens, type PlatformCaller, type PlatformTokens } from './platform-tokens.service';
