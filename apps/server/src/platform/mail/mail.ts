/** One mail the platform sends: plain text, with the one link it is about kept apart for the outbox log. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The link the mail carries (verification, reset); the outbox logs it so one machine needs no SMTP. */
  link?: string;
}

export interface MailTransport {
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}
