/** Leaving the app for a page of the payment provider; an object so tests can watch the call. */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
