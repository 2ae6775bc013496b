import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';
import { en } from './locales/en';
import { findUnregisteredKeys, type SourceFile } from './strings-imported';

// Every part, as the module that registers it: `./locales/en.play.ts` → its catalogue.
const modules = import.meta.glob<Record<string, object>>('./locales/en.*.ts', { eager: true });
const parts = new Map(
  Object.entries(modules).map(([file, module]) => [
    path.resolve(import.meta.dirname, file),
    Object.values(module)[0] as object,
  ]),
);

const SRC = path.resolve(import.meta.dirname, '../..');

function sources(dir: string): SourceFile[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    if (!/\.tsx?$/.test(entry.name) || entry.name.endsWith('.d.ts')) return [];
    return [{ file, text: readFileSync(file, 'utf8') }];
  });
}

describe('English strings by feature', () => {
  it('every key a module names is in the shell catalogue or in a part that module imports', () => {
    const problems = findUnregisteredKeys(sources(SRC), en, parts, SRC);
    expect(problems).toEqual([]);
  });

  it('every part registers itself when imported', () => {
    const i18n = createI18n('en');
    const leaves = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'object' ? leaves(value, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    const unregistered = [...parts]
      .filter(([, part]) => !leaves(part).every((key) => i18n.exists(key, { lng: 'en' })))
      .map(([file]) => path.basename(file));
    expect(unregistered).toEqual([]);
  });

  it('finds a key whose part the module does not import, not a string that is no key', () => {
    const page = path.join(SRC, 'features/play/Fake.tsx');
    const helper = path.join(SRC, 'features/play/helper.ts');
    const partFile = [...parts.keys()].find((file) => file.endsWith('en.play.ts')) as string;
    const files: SourceFile[] = [
      {
        file: page,
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a module with template literals
        text: "import { x } from './helper';\nt('play.title'); t('app.name'); t(`play.speeds.${x}`); t(`play.custom.${x}`);\n// 'play.skill'\nsend('game.full');",
      },
      { file: helper, text: "export const x = 'a';\n" },
    ];
    expect(findUnregisteredKeys(files, en, parts, SRC)).toEqual([
      'features/play/Fake.tsx: play.title (import locales/en.play.ts)',
      'features/play/Fake.tsx: play.custom (import locales/en.play.ts)',
    ]);
    const importing = { file: helper, text: `import '${path.relative(path.dirname(helper), partFile)}';` };
    expect(findUnregisteredKeys([files[0] as SourceFile, importing], en, parts, SRC)).toEqual([]);
  });
});
