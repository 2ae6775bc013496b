import type { BuiltRouteName } from '@kingside/contract';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadChunk } from '../lib/load-chunk';
import type { PageProps } from './page-props';

type Page = LazyExoticComponent<ComponentType<PageProps>>;

/** Each page is its own chunk, loaded with the retries and timeout of §9. */
function lazyPage<M>(importer: () => Promise<M>, pick: (module: M) => ComponentType<PageProps>): Page {
  return lazy(() => loadChunk(importer).then((module) => ({ default: pick(module) })));
}

/** The routes that share another's page (one chunk, one entry in the app's first load). */
type SharedPageRoute = 'news_view' | 'blog_view' | 'video' | 'news' | 'blogs' | 'videos';

const OWN_PAGES: Record<Exclude<BuiltRouteName, SharedPageRoute>, Page> = {
  home: lazyPage(
    () => import('../features/home/HomePage'),
    (module) => module.HomePage,
  ),
  login: lazyPage(
    () => import('../features/accounts/LoginPage'),
    (module) => module.LoginPage,
  ),
  register: lazyPage(
    () => import('../features/accounts/RegisterPage'),
    (module) => module.RegisterPage,
  ),
  about: lazyPage(
    () => import('../features/about/AboutPage'),
    (module) => module.AboutPage,
  ),
  membership: lazyPage(
    () => import('../features/membership/MembershipPage'),
    (module) => module.MembershipPage,
  ),
  member: lazyPage(
    () => import('../features/members/MemberPage'),
    (module) => module.MemberPage,
  ),
  play: lazyPage(
    () => import('../features/play/PlayPage'),
    (module) => module.PlayPage,
  ),
  play_daily: lazyPage(
    () => import('../features/daily/DailyPage'),
    (module) => module.DailyPage,
  ),
  play_computer: lazyPage(
    () => import('../features/computer/ComputerPage'),
    (module) => module.ComputerPage,
  ),
  game: lazyPage(
    () => import('../features/play/GamePage'),
    (module) => module.GamePage,
  ),
  games_archive: lazyPage(
    () => import('../features/archive/ArchivePage'),
    (module) => module.ArchivePage,
  ),
  analysis: lazyPage(
    () => import('../features/analysis/AnalysisPage'),
    (module) => module.AnalysisPage,
  ),
  game_review: lazyPage(
    () => import('../features/review/ReviewPage'),
    (module) => module.ReviewPage,
  ),
  review_help: lazyPage(
    () => import('../features/review/ReviewHelpPage'),
    (module) => module.ReviewHelpPage,
  ),
  watch: lazyPage(
    () => import('../features/watch/WatchPage'),
    (module) => module.WatchPage,
  ),
  challenge: lazyPage(
    () => import('../features/challenges/ChallengePage'),
    (module) => module.ChallengePage,
  ),
  two_factor: lazyPage(
    () => import('../features/two-factor/TwoFactorPage'),
    (module) => module.TwoFactorPage,
  ),
  bot_check: lazyPage(
    () => import('../features/bot-check/BotCheckPage'),
    (module) => module.BotCheckPage,
  ),
  login_and_go: lazyPage(
    () => import('../features/accounts/LoginPage'),
    (module) => module.LoginPage,
  ),
  settings_security: lazyPage(
    () => import('../features/two-factor/SecurityPage'),
    (module) => module.SecurityPage,
  ),
  forgot_password: lazyPage(
    () => import('../features/account-security/ForgotPasswordPage'),
    (module) => module.ForgotPasswordPage,
  ),
  reset_password: lazyPage(
    () => import('../features/account-security/ResetPasswordPage'),
    (module) => module.ResetPasswordPage,
  ),
  verify_email: lazyPage(
    () => import('../features/account-security/VerifyEmailPage'),
    (module) => module.VerifyEmailPage,
  ),
  settings_sessions: lazyPage(
    () => import('../features/account-security/SessionsPage'),
    (module) => module.SessionsPage,
  ),
  settings_password: lazyPage(
    () => import('../features/account-security/PasswordPage'),
    (module) => module.PasswordPage,
  ),
  settings_close_account: lazyPage(
    () => import('../features/account-security/CloseAccountPage'),
    (module) => module.CloseAccountPage,
  ),
  settings: lazyPage(
    () => import('../features/settings/SettingsPage'),
    (module) => module.SettingsPage,
  ),
  settings_board: lazyPage(
    () => import('../features/settings/BoardSettingsPage'),
    (module) => module.BoardSettingsPage,
  ),
  settings_api_tokens: lazyPage(
    () => import('../features/api-tokens/ApiTokensPage'),
    (module) => module.ApiTokensPage,
  ),
  settings_billing: lazyPage(
    () => import('../features/billing/BillingPage'),
    (module) => module.BillingPage,
  ),
  staff_client_errors: lazyPage(
    () => import('../features/staff/ClientErrorsPage'),
    (module) => module.ClientErrorsPage,
  ),
  article: lazyPage(
    () => import('../features/content/ContentPage'),
    (module) => module.ContentPage,
  ),
  articles: lazyPage(
    () => import('../features/content/ContentIndexPage'),
    (module) => module.ContentIndexPage,
  ),
  content_write: lazyPage(
    () => import('../features/content/ContentEditorPage'),
    (module) => module.ContentEditorPage,
  ),
  leagues: lazyPage(
    () => import('../features/leagues/LeaguePage'),
    (module) => module.LeaguePage,
  ),
  leagues_home: lazyPage(
    () => import('../features/leagues/LeaguesHomePage'),
    (module) => module.LeaguesHomePage,
  ),
  stats: lazyPage(
    () => import('../features/stats/StatsPage'),
    (module) => module.StatsPage,
  ),
  puzzles: lazyPage(
    () => import('../features/puzzles/PuzzlesPage'),
    (module) => module.PuzzlesPage,
  ),
  puzzles_daily: lazyPage(
    () => import('../features/puzzles/DailyPuzzlePage'),
    (module) => module.DailyPuzzlePage,
  ),
  puzzles_streak: lazyPage(
    () => import('../features/puzzles/StreakPage'),
    (module) => module.StreakPage,
  ),
  puzzles_themes: lazyPage(
    () => import('../features/puzzles/ThemesPage'),
    (module) => module.ThemesPage,
  ),
  learn: lazyPage(
    () => import('../features/lessons/LearnPage'),
    (module) => module.LearnPage,
  ),
  lesson_course: lazyPage(
    () => import('../features/lessons/CoursePage'),
    (module) => module.CoursePage,
  ),
  lesson: lazyPage(
    () => import('../features/lessons/LessonPage'),
    (module) => module.LessonPage,
  ),
  insights: lazyPage(
    () => import('../features/insights/InsightsPage'),
    (module) => module.InsightsPage,
  ),
  social: lazyPage(
    () => import('../features/relations/SocialPage'),
    (module) => module.SocialPage,
  ),
  sandbox_checkout: lazyPage(
    () => import('../features/sandbox-pay/SandboxCheckoutPage'),
    (module) => module.SandboxCheckoutPage,
  ),
  staff_members: lazyPage(
    () => import('../features/staff/StaffMembersPage'),
    (module) => module.StaffMembersPage,
  ),
  staff_coupons: lazyPage(
    () => import('../features/staff/CouponsPage'),
    (module) => module.CouponsPage,
  ),
  staff_authors: lazyPage(
    () => import('../features/staff/AuthorsPage'),
    (module) => module.AuthorsPage,
  ),
  staff_reports: lazyPage(
    () => import('../features/moderation/ReportsPage'),
    (module) => module.ReportsPage,
  ),
  staff_audit: lazyPage(
    () => import('../features/staff/AuditPage'),
    (module) => module.AuditPage,
  ),
  notifications: lazyPage(
    () => import('../features/notifications/NotificationsPage'),
    (module) => module.NotificationsPage,
  ),
  messages: lazyPage(
    () => import('../features/messages/InboxPage'),
    (module) => module.InboxPage,
  ),
  messages_thread: lazyPage(
    () => import('../features/messages/ConversationPage'),
    (module) => module.ConversationPage,
  ),
  forum: lazyPage(
    () => import('../features/forums/ForumPages'),
    (module) => module.ForumIndexPage,
  ),
  forum_category: lazyPage(
    () => import('../features/forums/ForumPages'),
    (module) => module.ForumCategoryPage,
  ),
  forum_topic: lazyPage(
    () => import('../features/forums/ForumPages'),
    (module) => module.ForumTopicPage,
  ),
  tournament: lazyPage(
    () => import('../features/tournaments/TournamentPage'),
    (module) => module.TournamentPage,
  ),
  tournaments: lazyPage(
    () => import('../features/tournaments/TournamentsPage'),
    (module) => module.TournamentsPage,
  ),
  surveys: lazyPage(
    () => import('../features/surveys/SurveysPage'),
    (module) => module.SurveysPage,
  ),
  clubs: lazyPage(
    () => import('../features/clubs/ClubPages'),
    (module) => module.ClubsPage,
  ),
  club: lazyPage(
    () => import('../features/clubs/ClubPages'),
    (module) => module.ClubPage,
  ),
  club_match: lazyPage(
    () => import('../features/clubs/ClubPages'),
    (module) => module.ClubMatchPage,
  ),
};

/**
 * A page per route that works; the unbuilt ones (contract availability.ts) are the 404 page. News
 * and blog posts and videos show on the article page, and every content index on one page (its route says which).
 */
export const PAGES: Record<BuiltRouteName, Page> = {
  ...OWN_PAGES,
  news_view: OWN_PAGES.article,
  blog_view: OWN_PAGES.article,
  video: OWN_PAGES.article,
  news: OWN_PAGES.articles,
  blogs: OWN_PAGES.articles,
  videos: OWN_PAGES.articles,
};
