import { VIDEO_EMBED_ORIGINS, type VideoDetail, videoEmbedUrl } from '@kingside/contract';
import { useTranslation } from 'react-i18next';
import '../../lib/i18n/locales/en.videos';

/**
 * The picture: our own file in an HTML5 player (the browser seeks with range requests), or the
 * host's player in an iframe from that host's exact origin, sandboxed to what a player needs.
 */
export function VideoPlayer({ detail, title }: { detail: VideoDetail; title: string }) {
  const { t } = useTranslation();
  const { source } = detail;
  if (source.kind === 'file') {
    return (
      // biome-ignore lint/a11y/useMediaCaption: members' uploads come without caption tracks
      <video
        className="video-player"
        controls
        preload="metadata"
        src={source.url}
        aria-label={t('video.player', { title })}
      />
    );
  }
  const embed = videoEmbedUrl(source, window.location.hostname);
  // Never frame anything else, whatever the server sent.
  if (!embed.startsWith(`${VIDEO_EMBED_ORIGINS[source.provider]}/`)) return null;
  const provider = t(`video.providers.${source.provider}`);
  return (
    <>
      <div className="video-player">
        <iframe
          src={embed}
          title={t('video.embed', { provider, title })}
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
          allow="fullscreen; picture-in-picture; encrypted-media"
          referrerPolicy="strict-origin-when-cross-origin"
          loading="lazy"
        />
      </div>
      <a
        className="video-player__source"
        href={source.url}
        target="_blank"
        rel="noopener noreferrer nofollow"
      >
        {t('video.watchOn', { provider })}
      </a>
    </>
  );
}
