/** Member profiles: the profile page's data and POST, avatars, flair, the hover card, the Profile service. */
export { DEMO_PROFILES, seedDemoProfiles } from './members.demo';
export { membersRoutes } from './members.routes';
export { profileService } from './profile.rpc';
export { createProfiles, type Profiles } from './profile.service';
