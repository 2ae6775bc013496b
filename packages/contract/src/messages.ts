/** User-facing texts of spec §8, verbatim. */
export const MESSAGES = {
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
} as const;

/** Internal texts of spec §8, verbatim. */
export const INTERNAL_MESSAGES = {
  resourceLoadFailed: (name: string) => `failed to load resource: ${name}`,
  watcherTimeout: 'watcher promise timeout',
  requestAborted: 'Request aborted',
  networkError: 'Network Error',
  timeoutExceeded: (ms: number) => `timeout of ${ms}ms exceeded`,
  requestFailed: (status: number) => `Request failed with status code ${status}`,
  routeMissing: (name: string) => `The route "${name}" does not exist.`,
  routeParamMissing: (name: string, param: string) =>
    `The route "${name}" requires the parameter "${param}".`,
} as const;

/** Alert behaviour of §8/§9. */
export const ALERTS = { successHideMs: 7000, leaveAnimationMs: 200 } as const;
