/** The open API (`/api`) and chess.com's published-data API (`/pub`, PUBLIC_API_HOST). Others use only this file. */

export { pubRoutes } from './pub.routes';
export { createPub, type FollowerCount, type OnlineCheck, type OpeningOf, type Pub } from './pub.service';
export { createPubClubs, type PubClubMatch, type PubClubSource } from './pub-clubs';
export { publicApiHostGuard } from './pub-http';
export { createPubMatches, type PubMatchSource } from './pub-matches';
