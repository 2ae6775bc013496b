import { BOT_CHECK_MESSAGES } from '@kingside/contract';
import { registerStrings } from '../register-strings';

/** English strings of the managed bot challenge: the dialog and the interstitial page (`/bot-check`). */
export const enBotCheck = {
  botCheck: {
    /** Spec §4, verbatim. */
    title: BOT_CHECK_MESSAGES.dialog,
    lead: 'A quick check that you are a person. Your request continues once it is done.',
    retry: 'That did not work. Please try again.',
    cancel: 'Cancel',
    pageTitle: 'One moment',
    pageLead: 'Check the box to continue to the page you asked for.',
  },
};

registerStrings(enBotCheck);
