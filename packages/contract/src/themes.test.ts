import { create, fromBinary, toBinary, toJson } from '@bufbuild/protobuf';
import { MethodOptions_IdempotencyLevel as Idempotency } from '@bufbuild/protobuf/wkt';
import { describe, expect, it } from 'vitest';
import { ListThemesResponseSchema, Perspective, Platform, ThemeSchema, ThemesService } from './themes';

describe('the generated Themes descriptors', () => {
  it('names the service and its ten methods as Connect paths use them; only the Select ones have effects', () => {
    expect(ThemesService.typeName).toBe('kingside.themes.v1.ThemesService');
    expect(ThemesService.methods.map((m) => m.name)).toEqual([
      'ListThemes',
      'ListBackgrounds',
      'ListBoardStyles',
      'ListPieceSets',
      'ListSoundSets',
      'GetTheme',
      'GetCustomTheme',
      'GetActiveTheme',
      'SelectTheme',
      'SelectCustomTheme',
    ]);
    const withEffects = ThemesService.methods.filter((m) => m.idempotency !== Idempotency.NO_SIDE_EFFECTS);
    expect(withEffects.map((m) => m.name)).toEqual(['SelectTheme', 'SelectCustomTheme']);
  });

  it('round-trips a theme through binary and JSON with camelCase names and enum names', () => {
    const theme = create(ThemeSchema, {
      id: 'green',
      boardStyle: { id: 'green', lightSquareColor: '#ebecd0' },
      pieceSet: { id: 'neo', perspective: Perspective.PSEUDO_3D, images: { wp: '/p.svg' } },
      background: { id: 'plain', style: { case: 'color', value: { hexCode: '#312e2b' } } },
      soundSet: { id: 'default', sounds: { case: 'files', value: { mp3: { move: '/m.mp3' } } } },
    });
    const list = create(ListThemesResponseSchema, { themes: [theme] });
    const back = fromBinary(ListThemesResponseSchema, toBinary(ListThemesResponseSchema, list));
    expect(back.themes[0]?.pieceSet?.images?.wp).toBe('/p.svg');
    expect(toJson(ListThemesResponseSchema, list)).toEqual({
      themes: [
        {
          id: 'green',
          background: { id: 'plain', color: { hexCode: '#312e2b' } },
          boardStyle: { id: 'green', lightSquareColor: '#ebecd0' },
          pieceSet: { id: 'neo', images: { wp: '/p.svg' }, perspective: 'PERSPECTIVE_PSEUDO_3D' },
          soundSet: { id: 'default', files: { mp3: { move: '/m.mp3' } } },
        },
      ],
    });
    expect(Platform.WEB).toBe(1);
  });
});
