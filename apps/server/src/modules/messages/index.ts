/** Direct messages between members and the chat of games. Other modules use only what is exported here. */

export { type ChatGames, createGameChat } from './game-chat.service';
export { seedDemoMessages } from './messages.demo';
export type { BlockCheck, MemberPush, MessageNotifier, MuteCheck } from './messages.ports';
export { messagesRoutes } from './messages.routes';
export { createMessages, type Messages } from './messages.service';
export { refuseMuted } from './mute';
