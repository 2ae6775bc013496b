/** Reports and moderation (DESIGN.md §8): other modules use only what is exported here. */

export { seedDemoReports } from './moderation.demo';
export type {
  ModerationNotice,
  ModerationNotifier,
  ModerationPorts,
  ReportEvidence,
  ReportedVideos,
} from './moderation.ports';
export { moderationRoutes } from './moderation.routes';
export { createModeration, type Moderation } from './moderation.service';
