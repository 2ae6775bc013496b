import { describe, expect, it } from 'vitest';
import { ALERTS, INTERNAL_MESSAGES, MESSAGES } from './messages';

describe('MESSAGES', () => {
  it('holds the user-facing texts of §8 verbatim', () => {
    expect(MESSAGES).toEqual({
      genericError: 'Oops. Looks like there was an error. Sorry! Please refresh.',
      avatarUploaded: 'Avatar uploaded',
      commentThanks: 'Thank you for your comment.',
      commentDeleted: 'Comment deleted.',
      commentUpdated: 'Comment updated.',
      copied: 'Copied to clipboard',
      featureSet: 'Feature Set! It might take a minute or two to appear.',
      invitationsSent: 'Your invitations were sent successfully',
      emptyComment: 'You cannot send an empty comment',
      challengePrompt: 'Check the box to proceed.',
      searchUsernameNotString: 'Query sent to searchUsername is not a string',
    });
  });
});

describe('INTERNAL_MESSAGES', () => {
  it('holds the internal texts of §8 verbatim', () => {
    expect(INTERNAL_MESSAGES.resourceLoadFailed('friends')).toBe('failed to load resource: friends');
    expect(INTERNAL_MESSAGES.watcherTimeout).toBe('watcher promise timeout');
    expect(INTERNAL_MESSAGES.requestAborted).toBe('Request aborted');
    expect(INTERNAL_MESSAGES.networkError).toBe('Network Error');
    expect(INTERNAL_MESSAGES.timeoutExceeded(5000)).toBe('timeout of 5000ms exceeded');
    expect(INTERNAL_MESSAGES.requestFailed(404)).toBe('Request failed with status code 404');
    expect(INTERNAL_MESSAGES.routeMissing('member')).toBe('The route "member" does not exist.');
    expect(INTERNAL_MESSAGES.routeParamMissing('member', 'username')).toBe(
      'The route "member" requires the parameter "username".',
    );
  });
});

describe('ALERTS', () => {
  it('hides success alerts after 7000 ms with a 200 ms leave animation (§9)', () => {
    expect(ALERTS).toEqual({ successHideMs: 7000, leaveAnimationMs: 200 });
  });
});
