import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { inject } from 'vitest';
import { copyDemoDataDir, seedDemoTemplate } from '../../../scripts/demo-data-dir.mjs';

/** A backstop for a seeding file that died: the waiting test's own timeout usually comes first. */
const WAIT_MS = 170_000;

/**
 * Makes `dataDir` (emptied first) a copy of this run's seeded DATA_DIR: a server started on it skips the
 * first start's demo seeding, for tests about something else. Tests of the first start itself use an
 * empty folder. The template is seeded once per run, by the first file that asks; files asking
 * meanwhile wait for it.
 */
export async function copySeededDataDir(dataDir: string): Promise<void> {
  copyDemoDataDir(await demoTemplate(), dataDir);
}

/**
 * Seeds the run's template now if no file has yet (the first asker pays a CLI seed: a minute on a busy
 * machine). Files that copy it call this from a `beforeAll` with room for that minute, so no single
 * test's own time limit has to cover it.
 */
export async function prepareSeededTemplate(): Promise<void> {
  await demoTemplate();
}

async function demoTemplate(): Promise<string> {
  const template = inject('demoTemplate');
  if (!template) throw new Error('no demo template path: run this file in the integration project');
  const failed = `${template}.failed`;
  if (existsSync(template)) return template;
  if (claim(`${template}.claim`)) {
    try {
      await seedDemoTemplate(template, { ...process.env, ARGON2_FAST: '1' });
    } catch (error) {
      writeFileSync(failed, (error as Error).message);
      throw error;
    }
    return template;
  }
  // Another file seeds it and renames it into place when done.
  for (const deadline = Date.now() + WAIT_MS; !existsSync(template); ) {
    if (existsSync(failed))
      throw new Error(`seeding the demo template failed: ${readFileSync(failed, 'utf8')}`);
    if (Date.now() > deadline) throw new Error(`the demo template was not seeded in ${WAIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return template;
}

/** True for exactly one caller across the run's worker processes: mkdir either creates or fails. */
function claim(marker: string): boolean {
  try {
    mkdirSync(marker);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}
