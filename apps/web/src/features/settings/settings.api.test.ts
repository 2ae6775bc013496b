import { PLATFORM } from '@kingside/contract';
import { describe, expect, it } from 'vitest';
import { createPlatformHttp } from '../../lib/platform-http';
import { createPlatformToken } from '../../lib/platform-token';
import { fakeApi } from '../../test/fake-api';
import {
  boardOptionsToSettings,
  fetchBoardSettings,
  saveBoardSettings,
  settingsToBoardOptions,
} from './settings.api';

describe('board settings over the Settings service', () => {
  it('maps service keys to board options, reading medium and battle as default (§5)', () => {
    expect(
      settingsToBoardOptions({
        'board.animation_type': 'battle',
        'board.coordinates': 'outside',
        'board.show_legal_moves': false,
        'board.highlight_moves': true,
        'board.white_always_on_bottom': true,
        'board.move_list_style': 'figurines',
        'board.move_classification_style': 'default',
        'board.move_method': 'click',
        'board.play_sounds': false,
        'gameplay.show_timestamps': true,
      }),
    ).toEqual({
      animationType: 'default',
      coordinates: 'outside',
      highlightLegalMoves: false,
      highlightMoves: true,
      isWhiteOnBottom: true,
      moveListDisplayType: 'figurines',
      moveListClassificationStyle: 'default',
      moveMethod: 'click',
      playSounds: false,
      showTimestamps: true,
    });
    expect(settingsToBoardOptions({ 'board.animation_type': 'fast' })).toEqual({ animationType: 'fast' });
  });

  it('saves default animation as medium and booleans as 0/1, leaving theme options out', () => {
    expect(
      boardOptionsToSettings({
        animationType: 'default',
        playSounds: true,
        isWhiteOnBottom: false,
        boardStyle: 'brown',
        darkMode: false,
        moveMethod: 'both',
      }),
    ).toEqual({
      'board.animation_type': 'medium',
      'board.play_sounds': 1,
      'board.white_always_on_bottom': 0,
      'board.move_method': 'both',
    });
  });

  it('asks for the ten §7 keys with the bearer token and saves only the change', async () => {
    const api = fakeApi({
      [`GET ${PLATFORM.settingsMe}`]: {
        body: { settings: { 'board.animation_type': 'medium', 'board.coordinates': 'off' } },
      },
      [`POST ${PLATFORM.settingsMe}`]: (request) => ({
        body: { settings: { 'board.move_method': request.body?.['board.move_method'] } },
      }),
    });
    const token = createPlatformToken(async () => ({
      access_token: 'tok',
      token_type: 'Bearer',
      expires_in: 300,
      scope: '',
    }));
    const http = createPlatformHttp({
      token,
      clientIdentity: 'kingside-web/test',
      defaults: { adapter: 'fetch', env: { fetch: api.fetch } },
    });

    await expect(fetchBoardSettings(http)).resolves.toEqual({ animationType: 'default', coordinates: 'off' });
    expect(api.received[0]?.query.get('include')).toBe(
      'board.animation_type,board.coordinates,board.show_legal_moves,board.highlight_moves,board.white_always_on_bottom,board.move_list_style,board.move_classification_style,board.move_method,board.play_sounds,gameplay.show_timestamps',
    );
    await expect(saveBoardSettings(http, { moveMethod: 'click' })).resolves.toEqual({ moveMethod: 'click' });
    expect(api.received[1]?.body).toEqual({ 'board.move_method': 'click' });
  });
});
