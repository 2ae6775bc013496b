import { registerStrings } from '../register-strings';

/** English strings of the notification bell and /notifications. */
export const enNotifications = {
  notifications: {
    title: 'Notifications',
    bell: 'Notifications',
    bellUnread_one: 'Notifications, {{count}} unread',
    bellUnread_other: 'Notifications, {{count}} unread',
    arrived: 'New notification: {{text}}',
    unreadMark: 'Unread',
    unreadCount_one: '{{count}} unread',
    unreadCount_other: '{{count}} unread',
    markRead: 'Mark read',
    markReadOf: 'Mark read: {{text}}',
    markAllRead: 'Mark all read',
    seeAll: 'See all notifications',
    loadMore: 'Show older notifications',
    loading: 'Loading notifications…',
    failed: 'Your notifications could not be loaded.',
    empty: 'Nothing here yet. Friend requests, challenges and your tracked members’ games will show up here.',
    login: 'Log in to see your notifications.',
    someone: 'Someone',
    rated: 'rated',
    casual: 'casual',
    kinds: {
      friend_request: '{{actor}} sent you a friend request',
      friend_accepted: '{{actor}} accepted your friend request',
      challenge: '{{actor}} challenged you to a {{mode}} {{minutes}}+{{increment}} game',
      challengeDaily: '{{actor}} challenged you to a {{mode}} daily game, {{days}} days per move',
      daily_your_move: 'Your move against {{opponent}}',
      daily_time_running_out: 'Less than {{hours}} h left for your move against {{opponent}}',
      tracked_game_started: '{{actor}} started a game against {{opponent}}',
      tracked_game_finished: {
        win: '{{actor}} won against {{opponent}}',
        loss: '{{actor}} lost to {{opponent}}',
        draw: '{{actor}} drew with {{opponent}}',
        aborted: '{{actor}}’s game against {{opponent}} was aborted',
        no_show: '{{actor}} never moved against {{opponent}}: the game was aborted',
        opponent_no_show: '{{actor}}’s game against {{opponent}} was aborted: {{opponent}} never moved',
      },
      message: '{{actor}} sent you a message',
      moderation: 'A message from the moderators',
      forum_reply: '{{actor}} replied in “{{title}}”',
      club_invite: '{{actor}} invited you to join {{name}}',
    },
  },
};

registerStrings(enNotifications);
