import { describe, expect, it } from 'vitest';
import { canonicalVideoUrl, parseVideoLink, videoEmbedUrl } from './videos';

describe('parseVideoLink: the allowed video hosts (§9) only', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=10s', 'youtube', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'vimeo', '76979871'],
    ['https://player.vimeo.com/video/76979871', 'vimeo', '76979871'],
    ['https://www.twitch.tv/videos/123456789', 'twitch', '123456789'],
  ])('%s', (url, provider, id) => {
    expect(parseVideoLink(url)).toEqual({ provider, id });
  });

  it.each([
    'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://evilyoutube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://user:pw@www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ',
    'https://vimeo.com/channels/staffpicks',
    'https://player.vimeo.com/video/1/2',
    'https://www.twitch.tv/somechannel',
    'javascript:alert(1)',
    'not a url',
  ])('refuses %s', (url) => {
    expect(parseVideoLink(url)).toBeNull();
  });

  it('keeps one canonical address and embeds from the exact player origins', () => {
    const link = parseVideoLink('https://m.youtube.com/shorts/dQw4w9WgXcQ')!;
    expect(canonicalVideoUrl(link)).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(videoEmbedUrl(link, 'kingside.example')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(videoEmbedUrl({ provider: 'vimeo', id: '42' }, 'x')).toBe('https://player.vimeo.com/video/42');
    expect(videoEmbedUrl({ provider: 'twitch', id: '7' }, 'kingside.example')).toBe(
      'https://player.twitch.tv/?video=7&parent=kingside.example&autoplay=false',
    );
  });
});
