import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import { createLogger } from '../logger';
import { createOutboxTransport, toEml } from './outbox';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('outbox transport', () => {
  it('writes an owner-only .eml and logs its path and link through the redacting logger', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kingside-outbox-'));
    dirs.push(dataDir);
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    const logger = createLogger({ logLevel: 'info' }, sink);
    const outbox = createOutboxTransport({
      dataDir,
      from: 'Kingside <no-reply@example.com>',
      clock: new ManualClock(new Date('2026-06-01T12:00:00Z')),
      logger,
    });
    const link = 'http://localhost:3000/reset-password?token=abc';
    await outbox.send({ to: 'a@example.com', subject: 'Hi', text: `Open ${link}`, link });

    const [name] = readdirSync(path.join(dataDir, 'outbox'));
    const file = path.join(dataDir, 'outbox', name!);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(dataDir, 'outbox')).mode & 0o777).toBe(0o700);
    expect(readFileSync(file, 'utf8')).toContain(`\r\n\r\nOpen ${link}\r\n`);
    const logged = JSON.parse(lines[0]!);
    expect(logged).toMatchObject({ msg: 'mail written to the outbox', file, link });
  });

  it('keeps line breaks out of headers', () => {
    const eml = toEml(
      { to: 'a@example.com\r\nBcc: evil@example.com', subject: 'x\nBcc: evil@example.com', text: 'body' },
      'Kingside <k@example.com>',
      new Date('2026-06-01T12:00:00Z'),
    );
    const head = eml.slice(0, eml.indexOf('\r\n\r\n'));
    expect(head.split('\r\n').filter((line) => line.startsWith('Bcc'))).toEqual([]);
    expect(head).toContain('To: a@example.com Bcc: evil@example.com');
    expect(head).toContain('Date: Mon, 01 Jun 2026 12:00:00 GMT');
  });
});
