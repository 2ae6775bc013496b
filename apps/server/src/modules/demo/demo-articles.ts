import type { NewArticle } from '../content';

type DemoArticle = Omit<NewArticle, 'authorId' | 'publishedAt'>;

/** Demo content for a fresh installation: enough to see pages with something in them. */
export const DEMO_ARTICLES: DemoArticle[] = [
  {
    url: 'welcome-to-kingside',
    title: 'Welcome to Kingside',
    summary: 'What you can do here, and where to start.',
    body: 'Kingside is a place to play and watch chess. Start a game from the Play page, watch the strongest live games, and set up the board the way you like it. Every feature here is built by chess players for chess players.',
  },
  {
    url: 'five-opening-principles',
    title: 'Five opening principles every player should know',
    summary: 'Centre, development, king safety, and two more.',
    body: 'Fight for the centre with pawns and pieces. Develop knights before bishops. Castle early. Do not move the same piece twice without a reason. Connect your rooks before you start an attack.',
  },
  {
    url: 'how-ratings-work',
    title: 'How ratings work on Kingside',
    summary: 'Glicko-2, provisional ratings and why your first games move the number a lot.',
    body: 'Every speed has its own Glicko-2 rating. A new rating starts at 1500 with a large deviation, so the first games move it a lot; it is shown with a question mark until it settles.',
  },
];
