import { create, toJson } from '@bufbuild/protobuf';
import { PIECE_KEYS, soundFilesOf } from '@kingside/contract';
import {
  GetActiveThemeResponseSchema,
  ListBoardStylesResponseSchema,
  ListPieceSetsResponseSchema,
  ListSoundSetsResponseSchema,
  ListThemesResponseSchema,
  type Theme,
  ThemeSchema,
} from '@kingside/contract/themes';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { LOOK_KEY } from './theme-look';

const SERVICE = '/platform/themes/kingside.themes.v1.ThemesService';
const board = (id: string, name: string) => ({
  id,
  name,
  localizedName: name,
  image: `/theme-assets/v1/boards/${id}/board.svg`,
  previewImage: {
    square: `/theme-assets/v1/boards/${id}/square.svg`,
    linear: `/theme-assets/v1/boards/${id}/linear.svg`,
  },
  lightSquareColor: '#eeeeee',
  darkSquareColor: '#333333',
  highlightColor: '#ffff0080',
});
const pieces = (id: string, name: string) => ({
  id,
  name,
  localizedName: name,
  images: Object.fromEntries(PIECE_KEYS.map((key) => [key, `/theme-assets/v1/pieces/${id}/${key}.svg`])),
});
const sounds = (id: string, name: string) => ({
  id,
  name,
  localizedName: name,
  sounds: { case: 'files' as const, value: soundFilesOf(id) },
});
const green: Theme = create(ThemeSchema, {
  id: 'green',
  name: 'Green',
  localizedName: 'Green',
  background: { id: 'default' },
  boardStyle: board('green', 'Green'),
  pieceSet: pieces('neo', 'Neo'),
  soundSet: sounds('default', 'Default'),
});
const contrast: Theme = create(ThemeSchema, {
  ...green,
  id: 'high-contrast',
  name: 'High contrast',
  localizedName: 'High contrast',
  isAccessibilityFriendly: true,
});

function themesApi() {
  return fakeApi({
    'POST /bff-token': {
      body: {
        access_token: 'kp1.test',
        token_type: 'Bearer',
        expires_in: 300,
        scope: 'themes:read themes:write',
      },
    },
    [`GET ${SERVICE}/ListThemes`]: {
      body: toJson(ListThemesResponseSchema, create(ListThemesResponseSchema, { themes: [green, contrast] })),
    },
    [`GET ${SERVICE}/ListBoardStyles`]: {
      body: toJson(
        ListBoardStylesResponseSchema,
        create(ListBoardStylesResponseSchema, {
          boardStyles: [board('green', 'Green'), board('marble', 'Marble')],
        }),
      ),
    },
    [`GET ${SERVICE}/ListPieceSets`]: {
      body: toJson(
        ListPieceSetsResponseSchema,
        create(ListPieceSetsResponseSchema, { pieceSets: [pieces('neo', 'Neo'), pieces('wood', 'Wood')] }),
      ),
    },
    [`GET ${SERVICE}/ListSoundSets`]: {
      body: toJson(
        ListSoundSetsResponseSchema,
        create(ListSoundSetsResponseSchema, {
          soundSets: [sounds('default', 'Default'), sounds('glass', 'Glass')],
        }),
      ),
    },
    [`GET ${SERVICE}/GetActiveTheme`]: {
      body: toJson(GetActiveThemeResponseSchema, create(GetActiveThemeResponseSchema, { theme: green })),
    },
    [`POST ${SERVICE}/SelectCustomTheme`]: { body: {} },
    [`POST ${SERVICE}/SelectTheme`]: { status: 503, body: { code: 'unavailable', message: 'down' } },
  });
}

const themeButton = (name: string) =>
  within(screen.getByRole('group', { name: 'Ready-made themes' })).getByRole('button', { name });

afterEach(() => {
  localStorage.clear();
  document.documentElement.classList.remove('board-themed');
});

describe('the themes gallery on /settings/board', () => {
  it("reads the member's active theme as §7 says and saves a custom mix with Accept-Language", async () => {
    const api = themesApi();
    const { user } = renderApp('/settings/board', {
      api,
      context: pageContext({ current: memberPayload('Alice') }),
    });
    const marble = await screen.findByRole('button', { name: 'Marble' });
    expect(screen.getByRole('button', { name: /^High contrast/ }).textContent).toContain('Accessible');

    const active = api.received.find((r) => r.path === `${SERVICE}/GetActiveTheme`);
    expect(JSON.parse(active?.query.get('message') ?? '{}')).toEqual({
      platform: 'PLATFORM_WEB',
      piecesSize: 150,
      boardSize: 200,
      userId: '7',
    });
    expect(themeButton('Green').getAttribute('aria-pressed')).toBe('true');

    await user.click(marble);
    await screen.findByText('Theme saved');
    const sent = api.received.find((r) => r.path === `${SERVICE}/SelectCustomTheme`);
    expect(sent?.body).toEqual({
      backgroundId: 'default',
      boardStyleId: 'marble',
      pieceSetId: 'neo',
      soundSetId: 'default',
    });
    expect(sent?.headers.get('accept-language')).toBe('en');
    expect(marble.getAttribute('aria-pressed')).toBe('true');
    expect(document.documentElement.classList.contains('board-themed')).toBe(true);
    expect(document.documentElement.style.getPropertyValue('--theme-board')).toBe(
      'url("/theme-assets/v1/boards/marble/board.svg")',
    );
    expect(JSON.parse(localStorage.getItem(LOOK_KEY) ?? '{}').look.board).toBe(
      '/theme-assets/v1/boards/marble/board.svg',
    );
  });

  it('goes back to the previous pick when the server refuses it', async () => {
    const api = themesApi();
    const { user } = renderApp('/settings/board', {
      api,
      context: pageContext({ current: memberPayload('Alice') }),
    });
    const contrastButton = await screen.findByRole('button', { name: /^High contrast/ });
    await user.click(contrastButton);
    await screen.findByText('The theme could not be saved; the board is back as it was.');
    expect(contrastButton.getAttribute('aria-pressed')).toBe('false');
    await vi.waitFor(() => expect(themeButton('Green').getAttribute('aria-pressed')).toBe('true'));
  });

  it("keeps a guest's pick in this browser, asking the server nothing to store", async () => {
    const api = themesApi();
    const { user } = renderApp('/settings/board', { api });
    await user.click(await screen.findByRole('button', { name: 'Wood' }));
    await screen.findByText('Theme saved');
    expect(api.received.some((r) => r.path.startsWith(`${SERVICE}/Select`))).toBe(false);
    expect(JSON.parse(localStorage.getItem('kingside.themeChoice') ?? '{}')).toMatchObject({
      pieceSetId: 'wood',
    });
  });

  it('mixes in a sound set, previews it on a click, and every board of the browser gets its sounds', async () => {
    const api = themesApi();
    const played: string[] = [];
    vi.stubGlobal(
      'Audio',
      class {
        constructor(readonly src?: string) {}
        canPlayType = (type: string) => (type.startsWith('audio/ogg') ? 'probably' : '');
        play() {
          played.push(this.src!);
          return Promise.resolve();
        }
      },
    );
    try {
      const { user } = renderApp('/settings/board', {
        api,
        context: pageContext({ current: memberPayload('Alice') }),
      });
      await user.click(await screen.findByRole('button', { name: 'Play the Glass sounds' }));
      await vi.waitFor(() => expect(played).toHaveLength(3), { timeout: 10_000 });
      expect(played).toEqual([
        '/theme-assets/v1/sounds/glass/move-self.ogg',
        '/theme-assets/v1/sounds/glass/capture.ogg',
        '/theme-assets/v1/sounds/glass/check.ogg',
      ]);
      const glass = within(screen.getByRole('group', { name: 'Sounds' })).getByRole('button', {
        name: 'Glass',
      });
      await user.click(glass);
      await screen.findByText('Theme saved');
      const sent = api.received.find((r) => r.path === `${SERVICE}/SelectCustomTheme`);
      expect(sent?.body).toMatchObject({ boardStyleId: 'green', soundSetId: 'glass' });
      expect(glass.getAttribute('aria-pressed')).toBe('true');
      expect(JSON.parse(localStorage.getItem(LOOK_KEY) ?? '{}').look.sounds.mp3.castle).toBe(
        '/theme-assets/v1/sounds/glass/castle.mp3',
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
