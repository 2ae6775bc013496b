/** Platform settings of spec §7: each member's board and gameplay settings, stored server-side. */

export { seedDemoThemeChoices } from './settings.demo';
export { settingsRoutes } from './settings.routes';
export { createSettingsService, type SettingsService } from './settings.service';
