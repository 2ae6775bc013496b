import { API, MODERATION_MESSAGES, REPORT_REASON_LABELS, USER_REPORT_REASONS } from '@kingside/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, memberProfile, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const reasons = { reasons: USER_REPORT_REASONS.map((id) => ({ id, label: REPORT_REASON_LABELS[id] })) };
const memberContext = () => pageContext({ current: memberPayload('alice') });

function api(reply: { status?: number; body: unknown }) {
  return fakeApi({
    [`GET ${API.memberProfile('bob')}`]: { body: memberProfile('bob') },
    'GET /callback/report-user': { body: reasons },
    'POST /callback/report-user': reply,
  });
}

describe('ReportDialog on a profile', () => {
  it('loads the reasons, sends the report and shows the server message', async () => {
    const message = MODERATION_MESSAGES.reportedUser('bob');
    const server = api({ body: { ok: true, message } });
    const { user } = renderApp('/member/bob', { api: server, context: memberContext() });
    const open = await screen.findByRole('button', { name: 'Report' });
    expect(open.getAttribute('aria-haspopup')).toBe('dialog');
    await user.click(open);

    const dialog = await screen.findByRole('dialog', { name: 'Report bob' });
    const first = await within(dialog).findByRole('radio', { name: 'Cheating or engine use' });
    // Keyboard users start on the first reason.
    expect(document.activeElement).toBe(first);
    expect(within(dialog).getAllByRole('radio')).toHaveLength(USER_REPORT_REASONS.length);
    const send = within(dialog).getByRole('button', { name: 'Send report' });
    expect((send as HTMLButtonElement).disabled).toBe(true);

    await user.click(within(dialog).getByRole('radio', { name: 'Abusive or hateful messages' }));
    await user.type(within(dialog).getByLabelText('What happened (optional)'), '  Insults in chat. ');
    await user.click(send);

    expect((await screen.findByRole('status')).textContent).toContain(message);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Report' }));
    const post = server.received.find((r) => r.method === 'POST')!;
    expect(post.body).toMatchObject({
      username: 'bob',
      reason_id: 'abusive_chat',
      details: 'Insults in chat.',
    });
  });

  it('shows why the server refused, and stays open', async () => {
    const server = api({
      status: 409,
      body: { error: { code: 'report_duplicate', message: MODERATION_MESSAGES.report_duplicate } },
    });
    const { user } = renderApp('/member/bob', { api: server, context: memberContext() });
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('radio', { name: 'Spam or advertising' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(MODERATION_MESSAGES.report_duplicate);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not offered to guests', async () => {
    renderApp('/member/bob', { api: api({ body: {} }) });
    expect(await screen.findByRole('heading', { name: 'bob' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
  });

  it('is not offered on one’s own profile', async () => {
    const own = fakeApi({ [`GET ${API.memberProfile('alice')}`]: { body: memberProfile('alice') } });
    renderApp('/member/alice', { api: own, context: memberContext() });
    expect(await screen.findByRole('heading', { name: 'alice' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
  });
});
