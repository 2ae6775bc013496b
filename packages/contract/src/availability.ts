import type { EntitlementFeature } from './entitlements';
import type { RouteName } from './routes';

/**
 * What the platform does not offer yet. The spec names these pages and paid features; until one
 * works, the server answers its page with a 404, and the menu, the home page and the membership
 * comparison leave it out. The work that builds a feature takes it off these lists, and every
 * surface offers it from then on: nothing is sold or linked before it can be used.
 */
const UNBUILT_ROUTE_NAMES = [] as const satisfies readonly RouteName[];

export type UnbuiltRouteName = (typeof UNBUILT_ROUTE_NAMES)[number];
export type BuiltRouteName = Exclude<RouteName, UnbuiltRouteName>;

const UNBUILT_ROUTES: ReadonlySet<string> = new Set(UNBUILT_ROUTE_NAMES);

export function isBuiltRoute(name: string): name is BuiltRouteName {
  return !UNBUILT_ROUTES.has(name);
}

const UNBUILT_FEATURES: ReadonlySet<EntitlementFeature> = new Set([]);

export function isBuiltFeature(feature: EntitlementFeature): boolean {
  return !UNBUILT_FEATURES.has(feature);
}
