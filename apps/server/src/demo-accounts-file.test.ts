import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoAccountsFile, recordDemoAccounts } from './demo-accounts-file';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'kingside-demo-file-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const gold = { username: 'demo_gold', password: 'secret-gold-pass', level: 'gold' as const };
const staff = { username: 'demo_staff', password: 'secret-staff-pass', level: 'staff' as const };

describe('recordDemoAccounts', () => {
  it('prints the passwords once and keeps them in an owner-only file', () => {
    const text = recordDemoAccounts(dataDir, { accounts: [gold, staff], articles: 3 });
    expect(text).toContain('demo_gold        secret-gold-pass');
    expect(text).toContain(demoAccountsFile(dataDir));
    expect(text).toMatch(/^Seeded 3 demo pieces of content and these demo accounts/);
    expect(readFileSync(demoAccountsFile(dataDir), 'utf8')).toMatch(/gold\s+demo_gold\s+secret-gold-pass/);
    expect(statSync(demoAccountsFile(dataDir)).mode & 0o777).toBe(0o600);
  });

  it('adds to the file rather than replacing what an earlier seed wrote', () => {
    recordDemoAccounts(dataDir, { accounts: [gold], articles: 3 });
    recordDemoAccounts(dataDir, { accounts: [staff], articles: 0 });
    const file = readFileSync(demoAccountsFile(dataDir), 'utf8');
    expect(file).toContain('secret-gold-pass');
    expect(file).toContain('secret-staff-pass');
  });

  it('tightens a copy that was left readable by others', () => {
    writeFileSync(demoAccountsFile(dataDir), '');
    chmodSync(demoAccountsFile(dataDir), 0o644);
    recordDemoAccounts(dataDir, { accounts: [gold], articles: 0 });
    expect(statSync(demoAccountsFile(dataDir)).mode & 0o777).toBe(0o600);
  });

  it('writes nothing when every demo account already existed', () => {
    expect(recordDemoAccounts(dataDir, { accounts: [], articles: 1 })).toBe(
      'Seeded 1 demo piece of content; every demo account already existed.',
    );
    expect(() => statSync(demoAccountsFile(dataDir))).toThrow();
  });
});
