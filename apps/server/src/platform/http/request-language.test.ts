import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLanguage } from './request-language';

const at = (hostname: string, prefix?: string) => requestLanguage({ hostname } as FastifyRequest, prefix);

describe('requestLanguage', () => {
  it('takes a known prefix first, then the host subdomain, then English', () => {
    expect(at('schach.kingside.test', 'es')).toBe('es');
    expect(at('schach.kingside.test', 'xx')).toBe('de');
    expect(at('schach.kingside.test')).toBe('de');
    expect(at('SCHACH.kingside.test')).toBe('de');
    expect(at('kingside.test')).toBe('en');
  });

  it('answers the same however many hosts callers make up (the kept answers are bounded)', () => {
    for (let i = 0; i < 250; i++) {
      expect(at(`made-up-${i}.kingside.test`)).toBe('en');
      expect(at('ajedrez.kingside.test')).toBe('es');
    }
  });
});
