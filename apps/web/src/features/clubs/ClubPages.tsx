/** The club pages in one chunk (see forums/ForumPages.tsx: a smaller router entry). */
export { ClubPage } from './ClubPage';
export { ClubsPage } from './ClubsPage';
