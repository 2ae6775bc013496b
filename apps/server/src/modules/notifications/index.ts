/** The notification bell (DESIGN.md §8): rows per member, pushed live. Others use only this file. */

export { createGameNotices, type Trackers } from './game-notices';
export { seedDemoNotifications } from './notifications.demo';
export { notificationsRoutes } from './notifications.routes';
export {
  createNotifications,
  type NotificationBlocks,
  type NotificationPush,
  type Notifications,
  type NotifyInput,
} from './notifications.service';
