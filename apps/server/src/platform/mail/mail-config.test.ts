import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { ManualClock } from '../clock';
import { createLogger } from '../logger';
import { createMailTransport } from '.';

describe('mail configuration', () => {
  it('uses the outbox without SMTP_URL, with a default sender', () => {
    const config = loadConfig({});
    expect(config.smtpUrl).toBeNull();
    expect(config.mailFrom).toBe('Kingside <no-reply@kingside.localhost>');
    const transport = createMailTransport({
      ...config,
      from: config.mailFrom,
      clock: new ManualClock(),
      logger: createLogger({ logLevel: 'silent' }),
    });
    expect((transport as { dir?: string }).dir).toBe(`${config.dataDir}/outbox`);
  });

  it('takes smtp:// and smtps:// URLs and refuses anything else', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://user:pass@mail.example:465' }).smtpUrl).toBe(
      'smtps://user:pass@mail.example:465',
    );
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(
      'Invalid SMTP_URL: SMTP_URL must start with smtp:// or smtps://',
    );
  });
});
