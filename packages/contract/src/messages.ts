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

/** What relation calls answer (§8 shows the server's message): spec texts where §8 has them, else ours. */
export const RELATIONS_MESSAGES = {
  requestSent: (name: string) => `Friend request sent to ${name}.`,
  friendsNow: (name: string) => `You and ${name} are now friends.`,
  requestCancelled: 'Friend request cancelled.',
  requestDeclined: 'Friend request declined.',
  friendDeleted: (name: string) => `${name} is no longer your friend.`,
  blocked: (name: string) => `You blocked ${name}.`,
  unblocked: (name: string) => `You unblocked ${name}.`,
  tracked: (name: string) => `You will hear when ${name} starts or finishes a game.`,
  untracked: (name: string) => `You no longer track ${name}.`,
  followed: (name: string) => `You follow ${name}.`,
  unfollowed: (name: string) => `You no longer follow ${name}.`,
  dismissed: 'We will not suggest this member again.',
  relation_self: 'You cannot do that with yourself.',
  member_closed: 'This account is closed.',
  relation_blocked: 'You cannot do that: one of you has blocked the other.',
  already_friends: 'You are already friends.',
  not_friends: 'You are not friends with this member.',
  friend_request_not_found: 'There is no such friend request. Reload the page to see the latest.',
  friend_request_cooling_down: (days: number) =>
    `This member declined your last request. You can ask again in ${days} ${days === 1 ? 'day' : 'days'}.`,
  noSuchMember: (name: string) => `No member is called ${name}.`,
} as const;

/** What the game review callbacks answer on refusal (modules/review). */
export const REVIEW_MESSAGES = {
  review_mismatch:
    'This review does not match the game: its classes or accuracy differ from its evaluations.',
  review_deep_not_started: 'Start a deep review first: it counts against your daily allowance.',
  game_not_over: 'The game is still on: it can be reviewed once it ends.',
  logIn: 'Log in to keep your reviews.',
} as const;

/** What the puzzle callbacks answer on refusal (modules/puzzles). */
export const PUZZLES_MESSAGES = {
  puzzle_not_found: 'There is no such puzzle.',
  puzzle_illegal_move: 'That move is not legal in this position.',
  puzzle_too_many_moves: 'This puzzle has fewer moves than that.',
  puzzle_not_current: 'This is not the puzzle your streak is on. Reload the page to carry on.',
  puzzle_not_daily: 'This is not today’s puzzle.',
  puzzle_not_due: 'This puzzle is not in your drills.',
  puzzle_streak_none: 'You have no streak running. Start one first.',
  noPuzzle: 'No puzzle matches these filters yet.',
  logIn: 'Log in to solve puzzles.',
} as const;

/** What the lesson callbacks answer on refusal (modules/lessons). */
export const LESSONS_MESSAGES = {
  lesson_not_found: 'There is no such lesson.',
  lesson_illegal_move: 'That move is not legal in this position.',
  lesson_too_many_moves: 'This position is solved in fewer moves than that.',
  logIn: 'Log in to take lessons.',
} as const;
