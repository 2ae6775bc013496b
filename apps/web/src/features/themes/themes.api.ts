import type { Client } from '@connectrpc/connect';
import { ACTIVE_THEME_QUERY, type Theme, type ThemesService } from '@kingside/contract/themes';
import type { PlatformClient } from '../../lib/platform-client';

/** The Themes service (§7) over the Connect web transport; the RPC runtime loads on first use. */
async function themes(platform: PlatformClient): Promise<Client<typeof ThemesService>> {
  const [{ createClient }, { ThemesService }, transport] = await Promise.all([
    import('@connectrpc/connect'),
    import('@kingside/contract/themes'),
    platform.themes(),
  ]);
  return createClient(ThemesService, transport);
}

/** The parts a custom theme is made of (§7 SelectCustomTheme). */
export interface ThemeParts {
  backgroundId: string;
  boardStyleId: string;
  pieceSetId: string;
  soundSetId: string;
}

const language = (code: string) => ({ headers: { 'Accept-Language': code } });

/** §7: the product's own read asks with platform web, piecesSize 150, boardSize 200 and the userId. */
export async function fetchActiveTheme(
  platform: PlatformClient,
  userId: number | null,
): Promise<Theme | undefined> {
  const client = await themes(platform);
  const query = userId === null ? ACTIVE_THEME_QUERY : { ...ACTIVE_THEME_QUERY, userId: String(userId) };
  return (await client.getActiveTheme(query)).theme;
}

/** A guest's own combination, kept in this browser: the server keeps choices for members only. */
export async function fetchCustomTheme(
  platform: PlatformClient,
  parts: ThemeParts,
): Promise<Theme | undefined> {
  return (await (await themes(platform)).getCustomTheme({ ...ACTIVE_THEME_QUERY, ...parts })).theme;
}

/** What the gallery offers, named in the reader's language. */
export async function fetchGallery(platform: PlatformClient, code: string) {
  const client = await themes(platform);
  const [list, boards, pieces] = await Promise.all([
    client.listThemes(ACTIVE_THEME_QUERY, language(code)),
    client.listBoardStyles(
      { platform: ACTIVE_THEME_QUERY.platform, boardSize: ACTIVE_THEME_QUERY.boardSize },
      language(code),
    ),
    client.listPieceSets(
      { platform: ACTIVE_THEME_QUERY.platform, piecesSize: ACTIVE_THEME_QUERY.piecesSize },
      language(code),
    ),
  ]);
  return { themes: list.themes, boardStyles: boards.boardStyles, pieceSets: pieces.pieceSets };
}

export type Gallery = Awaited<ReturnType<typeof fetchGallery>>;

export async function selectTheme(platform: PlatformClient, themeId: string): Promise<void> {
  await (await themes(platform)).selectTheme({ themeId });
}

/** §7: the four ids, sent with an Accept-Language header. */
export async function selectCustomTheme(
  platform: PlatformClient,
  parts: ThemeParts,
  code: string,
): Promise<void> {
  await (await themes(platform)).selectCustomTheme(parts, language(code));
}
