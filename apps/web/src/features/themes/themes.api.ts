import type { Client } from '@connectrpc/connect';
import type { Theme, ThemesService } from '@kingside/contract/themes';
import type { PlatformClient } from '../../lib/platform-client';

/**
 * The Themes service (§7) over the Connect web transport, and the query the product asks with: the
 * RPC runtime and the descriptors load on first use, never with the page.
 */
async function themes(platform: PlatformClient) {
  const [{ createClient }, { ThemesService, ACTIVE_THEME_QUERY }, transport] = await Promise.all([
    import('@connectrpc/connect'),
    import('@kingside/contract/themes'),
    platform.themes(),
  ]);
  const client: Client<typeof ThemesService> = createClient(ThemesService, transport);
  return { client, query: ACTIVE_THEME_QUERY };
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
  const { client, query } = await themes(platform);
  return (await client.getActiveTheme(userId === null ? query : { ...query, userId: String(userId) })).theme;
}

/** A guest's own combination, kept in this browser: the server keeps choices for members only. */
export async function fetchCustomTheme(
  platform: PlatformClient,
  parts: ThemeParts,
): Promise<Theme | undefined> {
  const { client, query } = await themes(platform);
  return (await client.getCustomTheme({ ...query, ...parts })).theme;
}

/** What the gallery offers, named in the reader's language. */
export async function fetchGallery(platform: PlatformClient, code: string) {
  const { client, query } = await themes(platform);
  const [list, boards, pieces, sounds] = await Promise.all([
    client.listThemes(query, language(code)),
    client.listBoardStyles({ platform: query.platform, boardSize: query.boardSize }, language(code)),
    client.listPieceSets({ platform: query.platform, piecesSize: query.piecesSize }, language(code)),
    client.listSoundSets({ platform: query.platform }, language(code)),
  ]);
  return {
    themes: list.themes,
    boardStyles: boards.boardStyles,
    pieceSets: pieces.pieceSets,
    soundSets: sounds.soundSets,
  };
}

export type Gallery = Awaited<ReturnType<typeof fetchGallery>>;

export async function selectTheme(platform: PlatformClient, themeId: string): Promise<void> {
  await (await themes(platform)).client.selectTheme({ themeId });
}

/** §7: the four ids, sent with an Accept-Language header. */
export async function selectCustomTheme(
  platform: PlatformClient,
  parts: ThemeParts,
  code: string,
): Promise<void> {
  await (await themes(platform)).client.selectCustomTheme(parts, language(code));
}
