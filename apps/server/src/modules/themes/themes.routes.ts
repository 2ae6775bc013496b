import { create } from '@bufbuild/protobuf';
import { Code, ConnectError, type ConnectRouter } from '@connectrpc/connect';
import {
  EmptySchema,
  ListThemesResponseSchema,
  ThemeResponseSchema,
  ThemesService,
} from '@kingside/contract/themes';
import { connectCaller } from '../../platform/http/connect-service';
import { type PlatformCaller, requireScope } from '../platform-tokens';
import type { SettingsService } from '../settings';
import { DEFAULT_THEME_ID, findTheme, listThemes } from './themes.catalogue';

/** Sizes are pixels the client renders at; anything else is a mistake, not a theme. */
const MAX_SIZE = 4096;

function checkSizes(request: { boardSize: number; piecesSize: number }): void {
  for (const size of [request.boardSize, request.piecesSize]) {
    if (size < 0 || size > MAX_SIZE) {
      throw new ConnectError(`Sizes are 0 to ${MAX_SIZE} pixels.`, Code.InvalidArgument);
    }
  }
}

/**
 * The Themes service of spec §7 over Connect (JSON and binary) and gRPC-web, POST to
 * `{PLATFORM.themesBase}/kingside.themes.v1.ThemesService/{Method}`, registered with
 * `registerConnectService` (which checks the platform token before the body is read). Errors are
 * Connect codes: a missing or stale token is `unauthenticated` (gRPC-web: grpc-status 16 in an HTTP 200).
 */
export function themesService(settings: SettingsService) {
  return (router: ConnectRouter) =>
    router.service(ThemesService, {
      async listThemes(request, context) {
        requireScope(connectCaller(context) as PlatformCaller, 'themes:read');
        checkSizes(request);
        return create(ListThemesResponseSchema, { themes: listThemes() });
      },
      async getActiveTheme(request, context) {
        const caller = connectCaller(context) as PlatformCaller;
        requireScope(caller, 'themes:read');
        checkSizes(request);
        const self = caller.user?.uuid ?? caller.guestId;
        if (request.userId !== '' && request.userId !== self) {
          throw new ConnectError("Another member's theme is theirs to see.", Code.PermissionDenied);
        }
        const chosen = caller.user ? await settings.activeTheme(caller.user.userId) : null;
        const theme = findTheme(chosen ?? DEFAULT_THEME_ID) ?? findTheme(DEFAULT_THEME_ID)!;
        return create(ThemeResponseSchema, { theme });
      },
      async selectTheme(request, context) {
        const caller = connectCaller(context) as PlatformCaller;
        requireScope(caller, 'themes:write');
        if (!findTheme(request.themeId)) throw new ConnectError('There is no such theme.', Code.NotFound);
        // The write scope is only ever issued to members, so there is a user.
        await settings.selectTheme(caller.user!.userId, request.themeId);
        return create(EmptySchema, {});
      },
    });
}
