import { registerStrings } from '../register-strings';

/** English strings of the sandbox provider's hosted checkout (`/billing/sandbox/checkout/{id}`). */
export const enSandboxPay = {
  sandboxPay: {
    banner: 'Sandbox — no real money',
    bannerText: 'This is a test checkout. No card is charged; use one of the test cards below.',
    payTo: 'Pay {{merchant}}',
    tierName: 'Kingside {{tier}} membership',
    giftName: 'Gift: Kingside {{tier}} membership',
    perInterval: { month: '{{price}} / month', year: '{{price}} / year' },
    trial: {
      month: '{{days}} days free, then {{price}}/month',
      year: '{{days}} days free, then {{price}}/year',
    },
    oneOff: 'One payment, no renewal',
    dueToday: 'Due today',
    testCards: 'Test cards',
    testCardsHint: 'Click one to fill in the form (any future expiry and any 3 digits work).',
    useCard: 'Use the {{label}} card {{number}}',
    cards: {
      succeeds: 'Pays',
      declined: 'Declined',
      requiresAction: 'Asks the bank to confirm',
      failsOnRenewal: 'Pays now, renewals fail',
    },
    cardDetails: 'Card details',
    number: 'Card number',
    expiry: 'Expiry (MM / YY)',
    cvc: 'Security code (CVC)',
    name: 'Name on card',
    pay: 'Pay {{price}}',
    startTrial: 'Start the free trial',
    paying: 'Paying…',
    cancel: 'Cancel and go back',
    expiryInvalid: 'Enter the expiry date as MM / YY, for example 12 / 30.',
    failed: 'The payment did not go through. Check your connection and try again; you have not been charged.',
    confirmTitle: 'Confirm this payment',
    confirmText: 'Your bank asks you to confirm the payment of {{price}} to {{merchant}}.',
    confirmSandbox: 'Sandbox: choose what the bank should answer.',
    approve: 'Approve',
    decline: 'Decline',
    completedTitle: 'This checkout is paid',
    completedText: 'Nothing more to do here.',
    continue: 'Continue to Kingside',
    expiredTitle: 'This checkout has expired',
    expiredText: 'Checkouts stay open for 24 hours. Start again from the membership page.',
    backToMembership: 'Back to membership',
  },
};

registerStrings(enSandboxPay);
