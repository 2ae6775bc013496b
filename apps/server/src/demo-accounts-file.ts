import { appendFileSync, chmodSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { DemoResult } from './modules/demo/demo.service';

export function demoAccountsFile(dataDir: string): string {
  return path.join(dataDir, 'demo-accounts.txt');
}

/**
 * The demo passwords exist nowhere else once printed, so they also go to an owner-only file under
 * DATA_DIR. Appended, not replaced: `seed --force` creates only missing accounts, and must not wipe
 * the passwords of the ones made before. Returns the text to print.
 */
export function recordDemoAccounts(dataDir: string, seeded: DemoResult): string {
  const file = demoAccountsFile(dataDir);
  const table = seeded.accounts.map((a) => `  ${a.level.padEnd(10)} ${a.username.padEnd(16)} ${a.password}`);
  // The count covers every kind of content item: articles, news and member blogs.
  const articles = `${seeded.articles} demo ${seeded.articles === 1 ? 'piece' : 'pieces'} of content`;
  if (table.length === 0) return `Seeded ${articles}; every demo account already existed.`;
  mkdirSync(dataDir, { recursive: true });
  appendFileSync(file, `# Demo accounts seeded ${new Date().toISOString()}\n${table.join('\n')}\n`, {
    mode: 0o600,
  });
  // `mode` applies only when the file is created; an older copy may have looser permissions.
  chmodSync(file, 0o600);
  return [
    `Seeded ${articles} and these demo accounts (level, username, password), shown only this once:`,
    ...table,
    `They are also in ${file}, readable only by you.`,
    ...seeded.accounts
      .filter((a) => a.level === 'moderator')
      .map((a) => `${a.username} finds open reports to review at /staff/reports.`),
    // No demo API token is made: whoever wants one makes it, for the account they choose.
    'Log in as demo_platinum to see a member with history: /stats/demo_platinum, /puzzles, /play/computer,',
    '/play/daily, /tournaments, /leagues, /clubs, /forum, /learn, /articles and /videos all start with demo data;',
    'the games of /games/archive/demo_platinum each have a Review button (the engine runs in your browser).',
    'A bot or board plays through the lichess-compatible API with a token from /settings/api-tokens or',
    '`npx kingside token:create <username> --scopes board:play,challenge:write`.',
  ].join('\n');
}
