import sharp from 'sharp';

/** A calm colour per name, so the same member always gets the same picture. */
function hueOf(username: string): number {
  return [...username].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 360, 7);
}

/**
 * A picture for a member who has none yet (the demo members): their initial on a two-tone
 * gradient with a knight's silhouette, drawn as SVG and rendered to PNG by sharp.
 */
export async function generatedAvatarPng(username: string, size = 400): Promise<Buffer> {
  const hue = hueOf(username);
  const letter = (username.replace(/^demo_/, '')[0] ?? '?').toUpperCase();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},45%,46%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},50%,28%)"/>
  </linearGradient></defs>
  <rect width="100" height="100" fill="url(#g)"/>
  <text x="50" y="66" font-family="DejaVu Sans, sans-serif" font-size="48" font-weight="700"
    text-anchor="middle" fill="rgba(255,255,255,0.92)">${letter}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
