/** What is left until an instant, in whole days, hours and minutes (rounded up to the minute). */
export function timeLeft(
  untilMs: number,
  nowMs: number,
): { days: number; hours: number; minutes: number } | null {
  const left = untilMs - nowMs;
  if (left <= 0) return null;
  const minutes = Math.ceil(left / 60_000);
  return {
    days: Math.floor(minutes / 1440),
    hours: Math.floor((minutes % 1440) / 60),
    minutes: minutes % 60,
  };
}
