import type { en } from './en';
import type { enAbout } from './en.about';
import type { enAccount } from './en.account';
import type { enAnalysis } from './en.analysis';
import type { enAnalysisEngine } from './en.analysisEngine';
import type { enApiTokens } from './en.apiTokens';
import type { enArchive } from './en.archive';
import type { enBoardSync } from './en.boardSync';
import type { enBotCheck } from './en.botCheck';
import type { enChallenge } from './en.challenge';
import type { enClubs } from './en.clubs';
import type { enComputer } from './en.computer';
import type { enContent } from './en.content';
import type { enDaily } from './en.daily';
import type { enForums } from './en.forums';
import type { enGame } from './en.game';
import type { enHome } from './en.home';
import type { enInsights } from './en.insights';
import type { enLeagues } from './en.leagues';
import type { enLessons } from './en.lessons';
import type { enLogin } from './en.login';
import type { enMembers } from './en.members';
import type { enMembership } from './en.membership';
import type { enMessages } from './en.messages';
import type { enModeration } from './en.moderation';
import type { enNotifications } from './en.notifications';
import type { enPlay } from './en.play';
import type { enPreferences } from './en.preferences';
import type { enPuzzles } from './en.puzzles';
import type { enReview } from './en.review';
import type { enSandboxPay } from './en.sandboxPay';
import type { enSeeks } from './en.seeks';
import type { enSettings } from './en.settings';
import type { enSocial } from './en.social';
import type { enStaff } from './en.staff';
import type { enStats } from './en.stats';
import type { enSurveys } from './en.surveys';
import type { enTournaments } from './en.tournaments';
import type { enTwoFactor } from './en.twoFactor';
import type { enVideos } from './en.videos';
import type { enWatch } from './en.watch';

/**
 * The whole English catalogue, for typed keys (i18next.d.ts) and for the other languages' shape: the
 * shell's strings and every feature's part. Type-only imports: nothing here is bundled.
 */
export type Translation = typeof en &
  typeof enAbout &
  typeof enAccount &
  typeof enAnalysis &
  typeof enAnalysisEngine &
  typeof enArchive &
  typeof enApiTokens &
  typeof enBoardSync &
  typeof enBotCheck &
  typeof enChallenge &
  typeof enComputer &
  typeof enClubs &
  typeof enContent &
  typeof enDaily &
  typeof enForums &
  typeof enGame &
  typeof enHome &
  typeof enInsights &
  typeof enLessons &
  typeof enLeagues &
  typeof enLogin &
  typeof enMembers &
  typeof enMembership &
  typeof enMessages &
  typeof enModeration &
  typeof enNotifications &
  typeof enPlay &
  typeof enPreferences &
  typeof enPuzzles &
  typeof enReview &
  typeof enSandboxPay &
  typeof enSeeks &
  typeof enSettings &
  typeof enSocial &
  typeof enStaff &
  typeof enStats &
  typeof enSurveys &
  typeof enTournaments &
  typeof enTwoFactor &
  typeof enVideos &
  typeof enWatch;
