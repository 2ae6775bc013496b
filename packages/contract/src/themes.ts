import { create, createFileRegistry, type Message } from '@bufbuild/protobuf';
import type { GenMessage, GenService } from '@bufbuild/protobuf/codegenv2';
import {
  FileDescriptorProtoSchema,
  MethodOptions_IdempotencyLevel as Idempotency,
  FieldDescriptorProto_Label as Label,
  FieldDescriptorProto_Type as Type,
} from '@bufbuild/protobuf/wkt';

/**
 * The Themes service of spec §7 (`kingside.themes.v1.ThemesService`), described by hand with
 * `@bufbuild/protobuf` instead of a generated `.proto`: three methods do not pay for a code
 * generator in the build. Field numbers are the wire contract: never reuse or renumber them.
 */
const PACKAGE = 'kingside.themes.v1';

const string = (name: string, number: number, jsonName: string) => ({
  name,
  number,
  jsonName,
  type: Type.STRING,
  label: Label.OPTIONAL,
});
const int32 = (name: string, number: number, jsonName: string) => ({
  name,
  number,
  jsonName,
  type: Type.INT32,
  label: Label.OPTIONAL,
});
const sizes = [
  string('platform', 1, 'platform'),
  int32('board_size', 2, 'boardSize'),
  int32('pieces_size', 3, 'piecesSize'),
];

const registry = createFileRegistry(
  create(FileDescriptorProtoSchema, {
    name: 'kingside/themes/v1/themes.proto',
    package: PACKAGE,
    syntax: 'proto3',
    messageType: [
      {
        name: 'Theme',
        field: [
          string('id', 1, 'id'),
          string('name', 2, 'name'),
          string('background_id', 3, 'backgroundId'),
          string('board_style_id', 4, 'boardStyleId'),
          string('piece_set_id', 5, 'pieceSetId'),
          string('sound_set_id', 6, 'soundSetId'),
          string('light_square', 7, 'lightSquare'),
          string('dark_square', 8, 'darkSquare'),
        ],
      },
      { name: 'ListThemesRequest', field: sizes },
      {
        name: 'ListThemesResponse',
        field: [
          {
            name: 'themes',
            number: 1,
            jsonName: 'themes',
            type: Type.MESSAGE,
            typeName: `.${PACKAGE}.Theme`,
            label: Label.REPEATED,
          },
        ],
      },
      { name: 'GetActiveThemeRequest', field: [...sizes, string('user_id', 4, 'userId')] },
      { name: 'SelectThemeRequest', field: [string('theme_id', 1, 'themeId')] },
      {
        name: 'ThemeResponse',
        field: [
          {
            name: 'theme',
            number: 1,
            jsonName: 'theme',
            type: Type.MESSAGE,
            typeName: `.${PACKAGE}.Theme`,
            label: Label.OPTIONAL,
          },
        ],
      },
      { name: 'Empty', field: [] },
    ],
    service: [
      {
        name: 'ThemesService',
        // §7: side-effect-free methods may use GET (Connect reads `idempotency_level`).
        method: [
          {
            name: 'ListThemes',
            inputType: `.${PACKAGE}.ListThemesRequest`,
            outputType: `.${PACKAGE}.ListThemesResponse`,
            options: { idempotencyLevel: Idempotency.NO_SIDE_EFFECTS },
          },
          {
            name: 'GetActiveTheme',
            inputType: `.${PACKAGE}.GetActiveThemeRequest`,
            outputType: `.${PACKAGE}.ThemeResponse`,
            options: { idempotencyLevel: Idempotency.NO_SIDE_EFFECTS },
          },
          {
            name: 'SelectTheme',
            inputType: `.${PACKAGE}.SelectThemeRequest`,
            outputType: `.${PACKAGE}.Empty`,
          },
        ],
      },
    ],
  }),
  () => undefined,
);

export type Theme = Message<'kingside.themes.v1.Theme'> & {
  id: string;
  name: string;
  backgroundId: string;
  boardStyleId: string;
  pieceSetId: string;
  soundSetId: string;
  /** Square colours of the board style, `#rrggbb`. */
  lightSquare: string;
  darkSquare: string;
};
interface Sizes {
  platform: string;
  boardSize: number;
  piecesSize: number;
}
export type ListThemesRequest = Message<'kingside.themes.v1.ListThemesRequest'> & Sizes;
export type ListThemesResponse = Message<'kingside.themes.v1.ListThemesResponse'> & { themes: Theme[] };
export type GetActiveThemeRequest = Message<'kingside.themes.v1.GetActiveThemeRequest'> &
  Sizes & { userId: string };
export type SelectThemeRequest = Message<'kingside.themes.v1.SelectThemeRequest'> & { themeId: string };
export type ThemeResponse = Message<'kingside.themes.v1.ThemeResponse'> & { theme?: Theme };
export type Empty = Message<'kingside.themes.v1.Empty'>;

function message<T extends Message>(name: string): GenMessage<T> {
  return registry.getMessage(`${PACKAGE}.${name}`) as unknown as GenMessage<T>;
}

export const ThemeSchema = message<Theme>('Theme');
export const ListThemesRequestSchema = message<ListThemesRequest>('ListThemesRequest');
export const ListThemesResponseSchema = message<ListThemesResponse>('ListThemesResponse');
export const GetActiveThemeRequestSchema = message<GetActiveThemeRequest>('GetActiveThemeRequest');
export const SelectThemeRequestSchema = message<SelectThemeRequest>('SelectThemeRequest');
export const ThemeResponseSchema = message<ThemeResponse>('ThemeResponse');
export const EmptySchema = message<Empty>('Empty');

export const ThemesService = registry.getService(`${PACKAGE}.ThemesService`) as unknown as GenService<{
  listThemes: {
    methodKind: 'unary';
    input: typeof ListThemesRequestSchema;
    output: typeof ListThemesResponseSchema;
  };
  getActiveTheme: {
    methodKind: 'unary';
    input: typeof GetActiveThemeRequestSchema;
    output: typeof ThemeResponseSchema;
  };
  selectTheme: { methodKind: 'unary'; input: typeof SelectThemeRequestSchema; output: typeof EmptySchema };
}>;

/** §7: the product's own active-theme read asks with these values (and the member's user id). */
export const ACTIVE_THEME_QUERY = { platform: 'web', piecesSize: 150, boardSize: 200 } as const;
