import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, checkPassword, checkUsername, PASSWORD_MAX, PASSWORD_MIN } from './accounts';
import { loginRequest, registerRequest } from './accounts.schema';
import { ERROR_CODES } from './errors';
import { LANGUAGE_CODES } from './locales';

describe('checkUsername', () => {
  it('accepts 3 to 25 ASCII letters, digits, underscores and hyphens', () => {
    for (const name of ['bob', 'Magnus_Carlsen', 'a-b_c', 'x'.repeat(25), '123', 'Hikaru-2024']) {
      expect(checkUsername(name), name).toBeNull();
    }
  });

  it('rejects other lengths and characters', () => {
    for (const name of [
      '',
      'ab',
      'x'.repeat(26),
      'bob smith',
      'bob.smith',
      'bób',
      'bob@x',
      'bob\n',
      'ab\u200b',
    ]) {
      expect(checkUsername(name), name).toBe('username_invalid');
    }
  });

  it('reserves every locale code of a route prefix, in any case', () => {
    for (const code of LANGUAGE_CODES.filter((code) => code.length >= 3)) {
      expect(checkUsername(code), code).toBe('username_reserved');
      expect(checkUsername(code.toUpperCase()), code).toBe('username_reserved');
    }
    expect(checkUsername('pt-BR')).toBe('username_reserved');
    expect(checkUsername('pt-br')).toBe('username_reserved');
    expect(checkUsername('zh-TW')).toBe('username_reserved');
    expect(checkUsername('fil')).toBe('username_reserved');
  });

  it('reserves staff-like and route names', () => {
    for (const name of [
      'admin',
      'Moderator',
      'staff_1',
      'STAFF',
      'root',
      'support-2',
      'Kingside',
      'login',
      'settings',
    ]) {
      expect(checkUsername(name), name).toBe('username_reserved');
    }
  });

  it('allows names that merely contain a staff-like word', () => {
    for (const name of ['adminfan', 'modern', 'helpful_bob', 'staffordshire', 'bob_admin']) {
      expect(checkUsername(name), name).toBeNull();
    }
  });
});

describe('checkPassword', () => {
  it(`needs at least ${PASSWORD_MIN} characters`, () => {
    expect(PASSWORD_MIN).toBe(8);
    expect(checkPassword('1234567')).toBe('password_too_short');
    expect(checkPassword('')).toBe('password_too_short');
    expect(checkPassword('12345678')).toBeNull();
  });

  it(`caps the length at ${PASSWORD_MAX}`, () => {
    expect(checkPassword('x'.repeat(PASSWORD_MAX))).toBeNull();
    expect(checkPassword('x'.repeat(PASSWORD_MAX + 1))).toBe('password_too_long');
  });
});

describe('ACCOUNT_MESSAGES', () => {
  it('speaks for stable error codes', () => {
    for (const code of Object.keys(ACCOUNT_MESSAGES)) expect(ERROR_CODES).toContain(code);
  });

  it('states the limits it enforces', () => {
    expect(ACCOUNT_MESSAGES.password_too_short).toBe('Passwords need at least 8 characters.');
  });
});

describe('request schemas', () => {
  it('parses the login form of §7', () => {
    expect(loginRequest.parse({ _username: 'bob', _password: 'secret', timezone: 'UTC' })).toEqual({
      _username: 'bob',
      _password: 'secret',
      timezone: 'UTC',
    });
    expect(loginRequest.safeParse({ _username: '', _password: 'x' }).success).toBe(false);
    expect(loginRequest.safeParse({ username: 'bob', password: 'x' }).success).toBe(false);
  });

  it('parses a registration and leaves the form rules to the checks', () => {
    expect(registerRequest.safeParse({ username: 'b', email: 'b@example.com', password: 'x' }).success).toBe(
      true,
    );
    expect(registerRequest.safeParse({ username: 'bob', email: 'not-an-email', password: 'x' }).success).toBe(
      false,
    );
  });
});
