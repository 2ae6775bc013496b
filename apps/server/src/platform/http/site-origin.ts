import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';

/**
 * The address links back to this site are built on: the configured PUBLIC_URL, else the scheme and
 * host the request was made to (a proxy's forwarded ones only from TRUST_PROXY addresses).
 */
export function siteOrigin(config: Pick<Config, 'publicUrl'>, request: FastifyRequest): string {
  return config.publicUrl?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;
}
