import { create } from '@bufbuild/protobuf';
import { Code, ConnectError, type ConnectRouter, type HandlerContext } from '@connectrpc/connect';
import { fastifyConnectPlugin } from '@connectrpc/connect-fastify';
import { PLATFORM, type PlatformScope } from '@kingside/contract';
import {
  EmptySchema,
  ListThemesResponseSchema,
  ThemeResponseSchema,
  ThemesService,
} from '@kingside/contract/themes';
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../../platform/http/context';
import { bearerToken, type PlatformCaller, type PlatformTokens } from '../platform-tokens';
import { DEFAULT_THEME_ID, findTheme, listThemes } from './themes.catalogue';

/** Sizes are pixels the client renders at; anything else is a mistake, not a theme. */
const MAX_SIZE = 4096;

/**
 * The Themes service of spec §7 over Connect (JSON and binary) and gRPC-web, POST to
 * `{PLATFORM.themesBase}/kingside.themes.v1.ThemesService/{Method}`. Errors are Connect codes, so
 * a missing or stale token is `unauthenticated` (gRPC-web: grpc-status 16 inside an HTTP 200).
 */
export async function themesRoutes(app: FastifyInstance, ctx: RouteContext, tokens: PlatformTokens) {
  async function authorize(context: HandlerContext, scope: PlatformScope): Promise<PlatformCaller> {
    const token = bearerToken(context.requestHeader.get('authorization'));
    const caller = token ? await tokens.authenticate(token) : null;
    if (!caller)
      throw new ConnectError('Send a valid platform token from POST /bff-token.', Code.Unauthenticated);
    if (!caller.scopes.includes(scope)) {
      throw new ConnectError(`This needs the ${scope} scope: log in first.`, Code.PermissionDenied);
    }
    return caller;
  }

  function checkSizes(request: { boardSize: number; piecesSize: number }): void {
    for (const size of [request.boardSize, request.piecesSize]) {
      if (size < 0 || size > MAX_SIZE) {
        throw new ConnectError(`Sizes are 0 to ${MAX_SIZE} pixels.`, Code.InvalidArgument);
      }
    }
  }

  const routes = (router: ConnectRouter) =>
    router.service(ThemesService, {
      async listThemes(request, context) {
        await authorize(context, 'themes:read');
        checkSizes(request);
        return create(ListThemesResponseSchema, { themes: listThemes() });
      },
      async getActiveTheme(request, context) {
        const caller = await authorize(context, 'themes:read');
        checkSizes(request);
        const self = caller.user?.uuid ?? caller.guestId;
        if (request.userId !== '' && request.userId !== self) {
          throw new ConnectError("Another member's theme is theirs to see.", Code.PermissionDenied);
        }
        const chosen = caller.user ? await ctx.services.settings.activeTheme(caller.user.userId) : null;
        const theme = findTheme(chosen ?? DEFAULT_THEME_ID) ?? findTheme(DEFAULT_THEME_ID)!;
        return create(ThemeResponseSchema, { theme });
      },
      async selectTheme(request, context) {
        const caller = await authorize(context, 'themes:write');
        if (!findTheme(request.themeId)) throw new ConnectError('There is no such theme.', Code.NotFound);
        await ctx.services.settings.selectTheme(caller.user!.userId, request.themeId);
        return create(EmptySchema, {});
      },
    });

  await app.register(
    async (scope) => {
      await scope.register(fastifyConnectPlugin, { routes, grpcWeb: true, connect: true, grpc: false });
    },
    { prefix: PLATFORM.themesBase },
  );
}
