import { create, fromBinary, toBinary, toJson } from '@bufbuild/protobuf';
import { describe, expect, it } from 'vitest';
import { ListThemesResponseSchema, ThemeSchema, ThemesService } from './themes';

describe('the hand-written Themes descriptors', () => {
  it('names the service and its methods as Connect paths use them', () => {
    expect(ThemesService.typeName).toBe('kingside.themes.v1.ThemesService');
    expect(ThemesService.methods.map((m) => m.name)).toEqual(['ListThemes', 'GetActiveTheme', 'SelectTheme']);
  });

  it('round-trips a message through binary and JSON with camelCase names', () => {
    const theme = create(ThemeSchema, { id: 'green', boardStyleId: 'green', pieceSetId: 'neo' });
    const list = create(ListThemesResponseSchema, { themes: [theme] });
    const back = fromBinary(ListThemesResponseSchema, toBinary(ListThemesResponseSchema, list));
    expect(back.themes[0]?.pieceSetId).toBe('neo');
    expect(toJson(ListThemesResponseSchema, list)).toEqual({
      themes: [{ id: 'green', boardStyleId: 'green', pieceSetId: 'neo' }],
    });
  });
});
