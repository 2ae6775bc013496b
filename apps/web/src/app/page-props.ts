import type { RouteName } from '@kingside/contract';

/** What the router gives every page component: the name of the route it was matched by. */
export interface PageProps {
  routeName: RouteName;
}
