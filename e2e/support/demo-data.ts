import path from 'node:path';
import { copyDemoDataDir } from '../../scripts/demo-data-dir.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The seeded DATA_DIR every e2e server starts from a copy of: the shared server's command seeds it
 * afresh at the start of each run (playwright.config.ts), so the demo data is as new as the run.
 */
export const E2E_DEMO_TEMPLATE = path.join(root, '.tmp', 'e2e-demo-template');

/** Replaces `dataDir` with a copy of this run's seeded template: a first start without the seeding. */
export function freshDemoDataDir(dataDir: string): void {
  copyDemoDataDir(E2E_DEMO_TEMPLATE, dataDir);
}
