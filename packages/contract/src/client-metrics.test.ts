import { describe, expect, it } from 'vitest';
import { REDACTED, redactSecrets } from './client-metrics';

describe('redactSecrets', () => {
  it.each([
    ['/reset?token=abc123&lang=en', `/reset?token=${REDACTED}&lang=en`],
    ['/login_check?_password=hunter2', `/login_check?_password=${REDACTED}`],
    ['/2fa?code=123456', `/2fa?code=${REDACTED}`],
    ['{"password":"hunter2","user":"ann"}', `{"password":"${REDACTED}","user":"ann"}`],
    ['_token: s3cr3t failed', `_token: ${REDACTED} failed`],
    ['Authorization: Bearer abc.def.ghi', `Authorization: ${REDACTED} ${REDACTED}`],
    ['sent Bearer abc.def', `sent Bearer ${REDACTED}`],
    ['recovery_code=ABCD-EFGH', `recovery_code=${REDACTED}`],
    ['api_key=k1&x=1', `api_key=${REDACTED}&x=1`],
    [`/verify/${'a'.repeat(40)}`, `/verify/${REDACTED}`],
  ])('%s', (input, expected) => {
    expect(redactSecrets(input)).toBe(expected);
  });

  it('leaves ordinary text alone', () => {
    for (const text of ['Request failed with status code 404', '/member/Garry', '/game/AbCd1234?ply=3']) {
      expect(redactSecrets(text)).toBe(text);
    }
  });
});
