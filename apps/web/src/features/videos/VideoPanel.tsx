import './videos.css';
import { CONTENT_REPORT_REASONS, type ContentView, isErrorBody, type VideoDetail } from '@kingside/contract';
import axios from 'axios';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServices } from '../../app/services';
import { useRouteUrl } from '../../app/useLanguage';
import { useLoad } from '../../lib/use-load';
import { UpgradePrompt } from '../membership';
import { ContentReportButton } from '../moderation/ContentReportButton';
import { VideoPlayer } from './VideoPlayer';
import { fetchVideo, reportVideo } from './videos.api';
import '../../lib/i18n/locales/en.videos';

/** What the server says about watching: the picture, or why not (a guest; a tier below premium's). */
type Watch = { status: 'watch'; detail: VideoDetail } | { status: 'login' } | { status: 'upgrade' };

async function watch(load: Promise<VideoDetail>): Promise<Watch> {
  try {
    return { status: 'watch', detail: await load };
  } catch (error) {
    const response = axios.isAxiosError(error) ? error.response : undefined;
    if (response?.status === 401) return { status: 'login' };
    if (isErrorBody(response?.data) && response.data.error.code === 'upgrade_required')
      return { status: 'upgrade' };
    throw error;
  }
}

/** A video page's player (the server decides who may watch a premium one) and its report button. */
export function VideoPanel({ item }: { item: ContentView }) {
  const { t } = useTranslation();
  const { http } = useServices();
  const url = useRouteUrl();
  const { state, reload } = useLoad((signal) => watch(fetchVideo(http, item.id, signal)), String(item.id));

  return (
    <section className="video-panel" aria-label={t('video.player', { title: item.title })}>
      {state.status === 'loading' && (
        <div className="video-player video-player--waiting">{t('video.loading')}</div>
      )}
      {(state.status === 'failed' || state.status === 'missing') && (
        <p role="alert">
          {t('video.failed')}{' '}
          <button type="button" className="button button--small" onClick={reload}>
            {t('video.retry')}
          </button>
        </p>
      )}
      {state.status === 'loaded' && state.data.status === 'watch' && (
        <VideoPlayer detail={state.data.detail} title={item.title} />
      )}
      {state.status === 'loaded' && state.data.status === 'upgrade' && (
        <UpgradePrompt feature="premiumVideos" />
      )}
      {state.status === 'loaded' && state.data.status === 'login' && (
        <p className="video-player video-player--waiting">
          <Link to={url('login')}>{t('video.login')}</Link>
        </p>
      )}
      <div className="video-panel__actions">
        {state.status === 'loaded' && state.data.status === 'watch' && state.data.detail.premium && (
          <span className="badge">{t('video.premium')}</span>
        )}
        {item.state === 'published' && (
          <ContentReportButton
            authorId={item.author?.userId ?? null}
            reasons={CONTENT_REPORT_REASONS}
            send={(reason) => reportVideo(http, item.slug, reason)}
            texts={{ button: t('video.report'), title: t('video.reportTitle'), lead: t('video.reportLead') }}
          />
        )}
      </div>
    </section>
  );
}
