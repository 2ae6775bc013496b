import { registerStrings } from '../register-strings';

/** English strings of /settings/api-tokens. */
export const enApiTokens = {
  apiTokens: {
    title: 'API tokens',
    lead: 'A token lets a bot, an electronic board or a script play for you through our lichess-compatible Board and Bot API. Treat it like a password.',
    createHeading: 'New token',
    label: 'Name',
    labelNote: 'What the token is for, so you know it later (for example "DGT board").',
    scopes: 'What it may do',
    /** By scope, its colon dropped (i18next reads a colon as a namespace). */
    scope: {
      boardPlay: 'Play games with the Board API',
      botPlay: 'Play games with the Bot API (bot accounts)',
      challengeRead: 'See your challenges',
      challengeWrite: 'Send, accept and decline challenges',
    },
    create: 'Create token',
    created: 'Copy your new token now: it is shown only this once.',
    createdLabel: 'Your new token',
    listHeading: 'Your tokens',
    none: 'You have no tokens.',
    loading: 'Loading your tokens…',
    noScopes: 'no scopes',
    createdOn: 'Created {{date}}',
    expires: 'expires {{date}}',
    revoke: 'Revoke',
    revokeLabel: 'Revoke the token {{label}}',
    revoked: 'The token was revoked: it works no more.',
    docs: 'Send it as "Authorization: Bearer <token>". Lichess clients such as berserk and lichess-bot work when pointed at this site.',
  },
};

registerStrings(enApiTokens);
