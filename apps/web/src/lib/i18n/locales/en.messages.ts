import { registerStrings } from '../register-strings';

/** English strings of direct messages (/messages) and the chat of a game. */
export const enMessages = {
  dm: {
    title: 'Messages',
    lead: 'Your conversations with other members.',
    loading: 'Loading messages…',
    failed: 'Your messages could not be loaded. Please try again.',
    retry: 'Try again',
    login: 'Log in to read and send messages.',
    loginButton: 'Log in',
    empty: 'No conversations yet. Open a member’s profile to write to them, or start one here.',
    startLabel: 'Write to (username)',
    start: 'Open conversation',
    you: 'You: {{text}}',
    unread_one: '{{count}} unread message',
    unread_other: '{{count}} unread messages',
    more: 'Show more',
    back: 'All conversations',
    older: 'Show older messages',
    noMessages: 'No messages yet. Say hello!',
    conversationWith: 'Conversation with {{username}}',
    boxLabel: 'Message to {{username}}',
    placeholder: 'Write a message…',
    hint: 'Enter to send, Shift+Enter for a new line.',
    send: 'Send',
    sending: 'Sending…',
    tooLong: '{{count}} characters too many',
    blockedNotice:
      'You cannot message this member: one of you has blocked the other. Unblock them from their profile to write again.',
    errors: {
      message_blocked:
        'This member cannot receive your messages: one of you has blocked the other. Unblock them from their profile first.',
      rate_limited: 'You are sending messages too quickly. Wait a little and try again.',
      not_found: 'There is no such member. Check the username.',
      message_self: 'You cannot send a message to yourself.',
      validation_failed: 'The message is empty or too long. Shorten it and try again.',
      generic: 'Your message could not be sent. Check your connection and try again.',
    },
  },
  chat: {
    title: 'Chat',
    players: 'Chat with your opponent',
    spectators: 'Spectators’ chat',
    show: 'Show chat',
    hide: 'Hide chat',
    mute: 'Mute chat in this game',
    muted: 'Chat muted in this game.',
    empty: 'No messages yet.',
    label: 'Chat message',
    placeholder: 'Say something…',
    send: 'Send',
    guest: 'Log in to chat.',
    errors: {
      rate_limited: 'You are chatting too fast. Wait a few seconds.',
      malformed: 'Messages are at most 140 characters.',
      generic: 'Your message could not be sent.',
    },
  },
};

registerStrings(enMessages);
