import { create } from '@bufbuild/protobuf';
import { Code, ConnectError, type ConnectRouter, type HandlerContext } from '@connectrpc/connect';
import { languageFromAcceptLanguage } from '@kingside/contract';
import {
  GetActiveThemeResponseSchema,
  GetCustomThemeResponseSchema,
  GetThemeResponseSchema,
  ListBackgroundsResponseSchema,
  ListBoardStylesResponseSchema,
  ListPieceSetsResponseSchema,
  ListSoundSetsResponseSchema,
  ListThemesResponseSchema,
  Platform,
  SelectCustomThemeResponseSchema,
  SelectThemeResponseSchema,
  ThemesService,
} from '@kingside/contract/themes';
import { connectCaller } from '../../platform/http/connect-service';
import { type PlatformCaller, requireScope } from '../platform-tokens';
import {
  catalogue,
  DEFAULT_THEME,
  presentBackground,
  presentBoardStyle,
  presentCustomTheme,
  presentPieceSet,
  presentSoundSet,
  presentTheme,
  presentThemes,
  type Rendering,
  type ThemeParts,
} from './themes.catalogue';
import { parseThemeChoice, serialiseThemeChoice, type ThemeChoiceStore } from './themes.choice';

/** Sizes are pixels the client renders at; anything else is a mistake, not a theme. */
const MAX_SIZE = 4096;
/** Catalogue ids: short lower-case words; anything else cannot name a part. */
const ID = /^[a-z0-9-]{1,40}$/;
const PLATFORMS = new Set<number>(Object.values(Platform).filter((value) => typeof value === 'number'));

interface Art {
  platform: Platform;
  boardSize?: number;
  piecesSize?: number;
}

/** Checks the art request and says what to draw: names in the caller's language (Accept-Language). */
function rendering(request: Art, context: HandlerContext): Rendering {
  if (!PLATFORMS.has(request.platform)) throw new ConnectError('Unknown platform.', Code.InvalidArgument);
  for (const size of [request.boardSize ?? 0, request.piecesSize ?? 0]) {
    if (size < 0 || size > MAX_SIZE) {
      throw new ConnectError(`Sizes are 0 to ${MAX_SIZE} pixels.`, Code.InvalidArgument);
    }
  }
  const language =
    languageFromAcceptLanguage(context.requestHeader.get('accept-language') ?? undefined) ?? 'en';
  return { language, boardSize: request.boardSize ?? 0 };
}

function reader(context: HandlerContext): PlatformCaller {
  const caller = connectCaller(context) as PlatformCaller;
  requireScope(caller, 'themes:read');
  return caller;
}

/** Only members keep a theme; a guest is told to sign in (§8 unauthenticated). */
function writer(context: HandlerContext): PlatformCaller & { user: NonNullable<PlatformCaller['user']> } {
  const caller = connectCaller(context) as PlatformCaller;
  if (!caller.user) throw new ConnectError('Sign in to keep a theme.', Code.Unauthenticated);
  requireScope(caller, 'themes:write');
  return caller as PlatformCaller & { user: NonNullable<PlatformCaller['user']> };
}

function id(value: string, what: string): string {
  if (!ID.test(value)) throw new ConnectError(`Give the ${what} as a catalogue id.`, Code.InvalidArgument);
  return value;
}

/** The parts named, each checked; a part left out is the default theme's. */
function parts(
  request: Partial<Record<'backgroundId' | 'boardStyleId' | 'pieceSetId' | 'soundSetId', string>>,
) {
  const chosen: ThemeParts = {
    background: id(request.backgroundId ?? DEFAULT_THEME.background, 'background'),
    boardStyle: id(request.boardStyleId ?? DEFAULT_THEME.boardStyle, 'board style'),
    pieceSet: id(request.pieceSetId ?? DEFAULT_THEME.pieceSet, 'piece set'),
    soundSet: id(request.soundSetId ?? DEFAULT_THEME.soundSet, 'sound set'),
  };
  if (!catalogue.parts(chosen)) throw new ConnectError('There is no such theme part.', Code.NotFound);
  return chosen;
}

/**
 * The Themes service of spec §7 over Connect (JSON and binary, GET for the side-effect-free
 * methods) and gRPC-web, at `{PLATFORM.themesBase}/kingside.themes.v1.ThemesService/{Method}`,
 * registered with `registerConnectService` (which checks the platform token before the body is read).
 */
export function themesService(store: ThemeChoiceStore) {
  return (router: ConnectRouter) =>
    router.service(ThemesService, {
      async listThemes(request, context) {
        reader(context);
        const art = rendering(request, context);
        return create(ListThemesResponseSchema, {
          themes: presentThemes(art),
        });
      },
      async listBackgrounds(request, context) {
        reader(context);
        const art = rendering(request, context);
        const backgrounds = catalogue.backgrounds.map((entry) => presentBackground(entry, art));
        return create(ListBackgroundsResponseSchema, { backgrounds });
      },
      async listBoardStyles(request, context) {
        reader(context);
        const art = rendering(request, context);
        const boardStyles = catalogue.boardStyles.map((entry) => presentBoardStyle(entry, art));
        return create(ListBoardStylesResponseSchema, { boardStyles });
      },
      async listPieceSets(request, context) {
        reader(context);
        const art = rendering(request, context);
        const pieceSets = catalogue.pieceSets.map((entry) => presentPieceSet(entry, art));
        return create(ListPieceSetsResponseSchema, { pieceSets });
      },
      async listSoundSets(request, context) {
        reader(context);
        const art = rendering(request, context);
        const soundSets = catalogue.soundSets.map((entry) => presentSoundSet(entry, art));
        return create(ListSoundSetsResponseSchema, { soundSets });
      },
      async getTheme(request, context) {
        reader(context);
        const art = rendering(request, context);
        const theme = catalogue.theme(id(request.themeId, 'theme'));
        if (!theme) throw new ConnectError('There is no such theme.', Code.NotFound);
        return create(GetThemeResponseSchema, { theme: presentTheme(theme, art) });
      },
      async getCustomTheme(request, context) {
        reader(context);
        const art = rendering(request, context);
        return create(GetCustomThemeResponseSchema, { theme: presentCustomTheme(parts(request), art) });
      },
      async getActiveTheme(request, context) {
        const caller = reader(context);
        const art = rendering(request, context);
        // The caller's own id, as the uuid or the numeric user id: no one reads another member's theme.
        const self = caller.user ? [caller.user.uuid, String(caller.user.userId)] : [caller.guestId];
        if (request.userId !== undefined && request.userId !== '' && !self.includes(request.userId)) {
          throw new ConnectError("Another member's theme is theirs to see.", Code.PermissionDenied);
        }
        const choice = parseThemeChoice(caller.user ? await store.themeChoice(caller.user.userId) : null);
        let theme =
          'themeId' in choice ? presentTheme(catalogue.theme(choice.themeId) ?? DEFAULT_THEME, art) : null;
        if (!theme && 'custom' in choice) {
          theme = presentCustomTheme(catalogue.parts(choice.custom) ? choice.custom : DEFAULT_THEME, art);
        }
        return create(GetActiveThemeResponseSchema, { theme: theme! });
      },
      async selectTheme(request, context) {
        const caller = writer(context);
        const themeId = id(request.themeId, 'theme');
        if (!catalogue.theme(themeId)) throw new ConnectError('There is no such theme.', Code.NotFound);
        await store.storeThemeChoice(caller.user.userId, serialiseThemeChoice({ themeId }));
        return create(SelectThemeResponseSchema, {});
      },
      async selectCustomTheme(request, context) {
        const caller = writer(context);
        for (const [field, value] of Object.entries(request)) {
          if (field.endsWith('Id') && value === '') {
            throw new ConnectError('A custom theme names all four parts.', Code.InvalidArgument);
          }
        }
        const custom = parts(request);
        await store.storeThemeChoice(caller.user.userId, serialiseThemeChoice({ custom }));
        return create(SelectCustomThemeResponseSchema, {});
      },
    });
}
