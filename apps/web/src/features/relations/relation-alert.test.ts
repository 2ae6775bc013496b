import { MESSAGES } from '@kingside/contract';
import { AxiosError, type AxiosResponse } from 'axios';
import { describe, expect, it } from 'vitest';
import { relationAlert } from './relation-alert';

const refused = (status: number, message: string) =>
  new AxiosError('Request failed', 'ERR_BAD_REQUEST', undefined, undefined, {
    status,
    data: { error: { code: 'x', message } },
  } as AxiosResponse);

describe('relation alerts (§8)', () => {
  it("shows the server's message on success, else our generic success", () => {
    expect(relationAlert('follow', { ok: true, message: 'You follow ana.' }, 'Done.')).toEqual({
      kind: 'success',
      message: 'You follow ana.',
    });
    expect(relationAlert('accept', { ok: true, message: '' }, 'Done.')).toEqual({
      kind: 'success',
      message: 'Done.',
    });
  });

  it("shows the server's message when an add fails", () => {
    const error = refused(409, 'You are already friends.');
    expect(relationAlert('add', { ok: false, error }, 'Done.')).toEqual({
      kind: 'error',
      message: 'You are already friends.',
    });
  });

  it('shows the generic error for every other failure, and for an add without a message', () => {
    for (const change of [
      'block',
      'unblock',
      'follow',
      'unfollow',
      'remove',
      'accept',
      'cancel',
      'decline',
    ] as const) {
      expect(relationAlert(change, { ok: false, error: refused(404, 'No such request.') }, 'Done.')).toEqual({
        kind: 'error',
        message: MESSAGES.genericError,
      });
    }
    expect(relationAlert('add', { ok: false, error: new Error('Network Error') }, 'Done.').message).toBe(
      MESSAGES.genericError,
    );
    expect(MESSAGES.genericError).toBe('Oops. Looks like there was an error. Sorry! Please refresh.');
  });
});
