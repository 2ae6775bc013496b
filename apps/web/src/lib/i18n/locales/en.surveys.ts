import { registerStrings } from '../register-strings';

/** English strings of surveys (/surveys). */
export const enSurveys = {
  surveys: {
    title: 'Surveys',
    lead: 'Tell us what you think: one vote per survey.',
    loading: 'Loading surveys…',
    failed: 'The surveys could not be loaded.',
    retry: 'Try again',
    empty: 'No surveys yet.',
    more: 'Show more',
    vote: 'Vote',
    closed: 'Closed',
    votes_one: '{{count}} vote',
    votes_other: '{{count}} votes',
    yourVote: 'your vote',
    loginToVote: 'Log in to vote.',
    resultsAfter: 'Results are shown after you vote.',
    close: 'Close survey',
    create: 'New survey',
    question: 'Question',
    options: 'Options, one per line (2 to 10)',
    createButton: 'Create survey',
    failedAction: 'That did not work. Please try again.',
  },
};

registerStrings(enSurveys);
