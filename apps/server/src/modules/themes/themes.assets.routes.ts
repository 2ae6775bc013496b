import type { FastifyInstance } from 'fastify';
import { notFound } from '../../platform/errors';
import { THEME_ASSETS_BASE, type ThemeAssets } from './themes.assets';

/** A year: THEME_ASSETS_BASE carries the art's version, so a picture never changes under its url. */
const FOREVER = 'public, max-age=31536000, immutable';

/** `GET /theme-assets/v1/…`: the catalogue's boards, pieces and backgrounds, made here and cached for good. */
export function themeAssetsRoutes(app: FastifyInstance, assets: ThemeAssets): void {
  app.get<{ Params: { '*': string } }>(`${THEME_ASSETS_BASE}/*`, async (request, reply) => {
    const asset = await assets.get(request.params['*']);
    if (!asset) throw notFound('No such picture.');
    return reply
      .header('content-type', asset.type)
      .header('cache-control', FOREVER)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(asset.body);
  });
}
