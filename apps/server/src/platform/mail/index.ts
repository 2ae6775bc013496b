/** Outgoing mail: SMTP when `SMTP_URL` is set, otherwise an outbox folder under `DATA_DIR`. */
import type { Clock } from '../clock';
import type { Logger } from '../logger';
import type { MailTransport } from './mail';
import { createOutboxTransport } from './outbox';
import { createSmtpTransport } from './smtp';

export type { Mail, MailTransport } from './mail';
export { createOutboxTransport, toEml } from './outbox';

export function createMailTransport(deps: {
  smtpUrl: string | null;
  from: string;
  dataDir: string;
  clock: Clock;
  logger: Logger;
}): MailTransport {
  return deps.smtpUrl
    ? createSmtpTransport({ url: deps.smtpUrl, from: deps.from, logger: deps.logger })
    : createOutboxTransport(deps);
}
