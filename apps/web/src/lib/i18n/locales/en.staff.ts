/** English strings of the staff pages. */
export const enStaff = {
  staff: {
    clientErrors: {
      title: 'Client errors',
      lead: 'Failed requests reported by browsers, newest first. Reports are kept for 14 days; secrets are redacted.',
      caption: 'Reported client errors',
      loading: 'Loading reports…',
      empty: 'No client errors reported.',
      failed: 'The reports could not be loaded. Please try again.',
      forbidden: 'Only staff can see client errors.',
      more: 'Show older reports',
      guest: 'Guest {{id}}',
      columns: {
        time: 'Time',
        status: 'Status',
        method: 'Method',
        url: 'URL',
        who: 'Member',
        requestId: 'Request id',
        message: 'Message',
        userAgent: 'Browser',
      },
    },
  },
};
