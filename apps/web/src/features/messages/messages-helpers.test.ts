import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n/i18n';
import { merge } from './ConversationPage';
import { isChatMuted, setChatMuted } from './chat-mute';
import { sendErrorText } from './send-error';

const msg = (id: number) => ({ id, mine: false, text: `${id}`, html: '', createdAt: '' });

describe('merge', () => {
  it('adds only new messages, in id order', () => {
    expect(merge([msg(1), msg(3)], [msg(3), msg(2)]).map((m) => m.id)).toEqual([1, 2, 3]);
  });
});

describe('chat mute', () => {
  it('is kept per game in this browser', () => {
    setChatMuted('AbCd1234', true);
    expect([isChatMuted('AbCd1234'), isChatMuted('Other123')]).toEqual([true, false]);
    setChatMuted('AbCd1234', false);
    expect(isChatMuted('AbCd1234')).toBe(false);
  });

  it('survives junk in storage', () => {
    localStorage.setItem('kingside.chatMuted', '{not json');
    expect(isChatMuted('AbCd1234')).toBe(false);
  });
});

describe('sendErrorText', () => {
  it('says what to do for each refusal; a mute in the server’s words', () => {
    const i18n = createI18n('en');
    const t = i18n.t.bind(i18n);
    expect(sendErrorText(t, { code: 'message_blocked', message: '' })).toMatch(
      /Unblock them from their profile/,
    );
    expect(sendErrorText(t, { code: 'member_muted', message: 'You are muted until X' })).toBe(
      'You are muted until X',
    );
    expect(sendErrorText(t, null)).toBe(
      'Your message could not be sent. Check your connection and try again.',
    );
  });
});
