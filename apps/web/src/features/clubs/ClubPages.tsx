/** The club pages in one chunk (see forums/ForumPages.tsx: a smaller router entry). */

export { ClubMatchPage } from './ClubMatchPage';
export { ClubPage } from './ClubPage';
export { ClubsPage } from './ClubsPage';
