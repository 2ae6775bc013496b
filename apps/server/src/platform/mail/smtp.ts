import nodemailer from 'nodemailer';
import type { Logger } from '../logger';
import type { MailTransport } from './mail';

/** Real delivery through the SMTP server of `SMTP_URL` (`smtps://user:pass@host:465`). */
export function createSmtpTransport(deps: { url: string; from: string; logger: Logger }): MailTransport {
  const transporter = nodemailer.createTransport(deps.url);
  return {
    async send(mail) {
      await transporter.sendMail({ from: deps.from, to: mail.to, subject: mail.subject, text: mail.text });
      deps.logger.info({ subject: mail.subject }, 'mail sent');
    },
    async close() {
      transporter.close();
    },
  };
}
