import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Clock } from '../clock';
import type { Logger } from '../logger';
import type { Mail, MailTransport } from './mail';

/** RFC 5322 wants CRLF; headers must not carry a line break a caller slipped in. */
const header = (value: string) => value.replace(/[\r\n]+/g, ' ');

export function toEml(mail: Mail, from: string, date: Date): string {
  const lines = [
    `From: ${header(from)}`,
    `To: ${header(mail.to)}`,
    `Subject: ${header(mail.subject)}`,
    `Date: ${date.toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    ...mail.text.split(/\r?\n/),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * Without SMTP, mails become `.eml` files under `DATA_DIR/outbox/` (owner-only: they hold live
 * links) and the link is logged, so sign-up and password reset work on one machine. Logging a reset
 * link puts a secret in the log: that is the price of the no-SMTP setup, and why SMTP_URL exists.
 * The link is logged under `link`, a key the logger's redaction leaves alone (it censors `token`).
 */
export function createOutboxTransport(deps: {
  dataDir: string;
  from: string;
  clock: Clock;
  logger: Logger;
}): MailTransport & { dir: string } {
  const dir = path.join(deps.dataDir, 'outbox');
  // Names sort in the order mails were written, even when the clock stands still (tests).
  let sequence = 0;
  return {
    dir,
    async send(mail) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const now = deps.clock.now();
      const stamp = now.toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${String(++sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(dir, name);
      await writeFile(file, toEml(mail, deps.from, now), { mode: 0o600 });
      deps.logger.info({ file, link: mail.link }, 'mail written to the outbox');
    },
    async close() {},
  };
}
