import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './redirect';

describe('safeRedirectTarget', () => {
  it.each([
    ['/play', '/play'],
    ['/member/magnus?tab=games#top', '/member/magnus?tab=games#top'],
    ['/es/about', '/es/about'],
    ['%2Fplay', '/play'],
    ['/watch%3Fpage%3D2', '/watch?page=2'],
    ['/', '/'],
  ])('keeps the same-site path %j as %j', (input, expected) => {
    expect(safeRedirectTarget(input)).toBe(expected);
  });

  it.each([
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '\\/evil.com',
    'https://evil.com',
    'https:%2F%2Fevil.com',
    'https%3A%2F%2Fevil.com',
    '%2F%2Fevil.com',
    '%252F%252Fevil.com',
    '/%5Cevil.com',
    '/%255Cevil.com',
    '%5C%5Cevil.com',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/\t/evil.com',
    '/\n/evil.com',
    '/%09/evil.com',
    '/%0d%0a/evil.com',
    ' //evil.com',
    'evil.com',
    '',
    '%',
    '/%E0%A4%A',
    `/${'a'.repeat(2048)}`,
    // Decoding must stop: seven layers deep is not a link anyone made.
    '%2525252525252F%2525252525252Fevil.com',
  ])('sends the hostile target %j home', (input) => {
    expect(safeRedirectTarget(input)).toBe('/');
  });

  it('refuses what is not a string, and uses the given fallback', () => {
    expect(safeRedirectTarget(undefined)).toBe('/');
    expect(safeRedirectTarget(['/play'])).toBe('/');
    expect(safeRedirectTarget('//evil.com', '/es/')).toBe('/es/');
  });
});
