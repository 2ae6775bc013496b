import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  body: string;
  /** The first link of the body. */
  link: string | null;
}

/** The mails the outbox transport wrote under a data folder, oldest first. */
export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = path.join(dataDir, 'outbox');
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return names.sort().map((name) => {
    const file = path.join(dir, name);
    const raw = readFileSync(file, 'utf8');
    const split = raw.indexOf('\r\n\r\n');
    const head = raw.slice(0, split);
    const body = raw.slice(split + 4);
    const header = (key: string) => new RegExp(`^${key}: (.*)$`, 'm').exec(head)?.[1]?.trim() ?? '';
    return {
      file,
      to: header('To'),
      subject: header('Subject'),
      body,
      link: /https?:\/\/\S+/.exec(body)?.[0] ?? null,
    };
  });
}

/** The token of the newest mail to `to` whose link goes to `pathname`. */
export function lastToken(dataDir: string, to: string, pathname: string): string {
  const mail = readOutbox(dataDir)
    .filter((m) => m.to === to && m.link && new URL(m.link).pathname === pathname)
    .at(-1);
  if (!mail?.link) throw new Error(`no mail to ${to} with a ${pathname} link`);
  return new URL(mail.link).searchParams.get('token')!;
}

/** Like `lastToken`, for mails sent after the answer (password reset): waits up to a few seconds. */
export async function nextToken(dataDir: string, to: string, pathname: string, after = 0): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (readOutbox(dataDir).length > after) {
      try {
        return lastToken(dataDir, to, pathname);
      } catch {}
    }
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
  return lastToken(dataDir, to, pathname);
}
