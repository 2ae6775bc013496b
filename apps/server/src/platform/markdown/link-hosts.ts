/**
 * Spec §9: "Auto-linked hosts are limited to the product's own sites and a few video and social
 * sites, over .com or .tv." A URL becomes a link only when its host is one of these domains or a
 * subdomain of one (the language hosts `www.`, `schach.`, … of §2 included); any other URL stays text.
 */
export const AUTO_LINK_DOMAINS = [
  // The product's own sites.
  'chess.com',
  'chess.tv',
  // Video.
  'youtube.com',
  'twitch.tv',
  'vimeo.com',
  // Social.
  'twitter.com',
  'x.com',
  'facebook.com',
  'instagram.com',
] as const;

/** Whether `url` is an http(s) address on an auto-linked host (or one of `extraHosts`, exact names). */
export function isLinkableUrl(url: string, extraHosts: readonly string[] = []): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  if (parsed.username || parsed.password) return false;
  const host = parsed.hostname.toLowerCase();
  if (extraHosts.some((extra) => extra.toLowerCase() === host)) return true;
  return AUTO_LINK_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));
}
