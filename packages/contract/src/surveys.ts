/** Surveys (spec §1 "Surveys with votable options", §5, §7): staff ask, members vote once. */

/** Web callbacks. `vote` is §7's; the others serve the surveys page and staff. */
export const SURVEYS_API = {
  /** GET `?before=<survey id>`: surveys, newest first. POST (staff) `{ question, options, closesAt? }`. */
  list: '/callback/surveys',
  /** GET: one survey. */
  survey: (id: number) => `/callback/survey/${id}`,
  /** POST (§7): the member's one vote; both ids numeric (404 otherwise). */
  vote: (id: number, optionId: number) => `/callback/survey/${id}/vote/${optionId}`,
  /** POST (staff): no more votes; results shown to everyone. */
  close: (id: number) => `/callback/survey/${id}/close`,
} as const;

export const SURVEY_QUESTION_MAX = 200;
export const SURVEY_OPTION_MAX = 100;
export const SURVEY_OPTIONS_MIN = 2;
export const SURVEY_OPTIONS_MAX = 10;
export const SURVEYS_PAGE = 10;

export interface SurveyOptionView {
  id: number;
  label: string;
  /** Shown once the viewer voted or the survey closed; null before. */
  votes: number | null;
}

export interface SurveyView {
  id: number;
  question: string;
  options: SurveyOptionView[];
  /** Whether votes are still taken. */
  open: boolean;
  closesAt: string | null;
  createdAt: string;
  /** The option the viewer chose; null if none (or a guest). */
  myVote: number | null;
  /** Votes in all; null while results are hidden from the viewer. */
  totalVotes: number | null;
}

export interface SurveysPage {
  surveys: SurveyView[];
  nextCursor: number | null;
  /** Whether the viewer may create and close surveys. */
  canManage: boolean;
}

export interface SurveyVoteResponse {
  ok: true;
  message: string;
  survey: SurveyView;
}

export const SURVEY_MESSAGES = {
  membersOnly: 'Log in to vote.',
  staffOnly: 'Only staff can create or close surveys.',
  noSuchSurvey: 'There is no such survey.',
  noSuchOption: 'This survey has no such option.',
  voted: 'Thank you for voting.',
  survey_closed: 'This survey is closed: votes are no longer taken.',
  survey_already_voted: 'You have already voted in this survey: your vote stays as it was.',
  closed: 'The survey is closed.',
} as const;
