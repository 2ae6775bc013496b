import './videos.css';
import type { VideoDetail } from '@kingside/contract';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { useAlerts } from '../../lib/alerts';
import { serverMessage } from '../../lib/server-error';
import { fetchVideo, uploadVideo, type VideoFields } from './videos.api';
import '../../lib/i18n/locales/en.videos';

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

/**
 * The editor's part for a chess video: an uploaded file (sent at once, with its progress) or a link
 * to an allowed host, and the premium mark. Editing, it shows what the video has now.
 */
export function VideoSourceFields({
  itemId,
  value,
  onChange,
  busy,
  onBusy,
}: {
  itemId: number | null;
  value: VideoFields;
  onChange: (next: (value: VideoFields) => VideoFields) => void;
  busy: boolean;
  onBusy: (busy: boolean) => void;
}) {
  const { t } = useTranslation();
  const { http } = useServices();
  const alerts = useAlerts();
  const ids = useId();
  const [mode, setMode] = useState<'file' | 'link'>('file');
  const [current, setCurrent] = useState<VideoDetail | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploaded, setUploaded] = useState<number | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once per item
  useEffect(() => {
    if (!itemId) return;
    fetchVideo(http, itemId).then(
      (detail) => {
        setCurrent(detail);
        setMode(detail.source.kind);
        onChange((fields) => ({ ...fields, premium: detail.premium ? 1 : 0 }));
      },
      () => undefined,
    );
  }, [http, itemId]);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    onBusy(true);
    setProgress(0);
    try {
      const stored = await uploadVideo(http, file, setProgress);
      setUploaded(stored.bytes);
      onChange((fields) => ({ ...fields, source: { file: stored.file } }));
    } catch (error) {
      alerts.error(serverMessage(error) ?? t('app.genericError'));
    } finally {
      setProgress(null);
      onBusy(false);
    }
  };

  const now =
    current?.source.kind === 'file'
      ? t('videoEditor.currentFile', { size: megabytes(current.source.bytes) })
      : current?.source.url;

  return (
    <fieldset className="editor__video">
      <legend>{t('videoEditor.source')}</legend>
      {now && <p className="field__hint">{t('videoEditor.current', { what: now })}</p>}
      <div className="editor__row" role="radiogroup">
        {(['file', 'link'] as const).map((choice) => (
          <label key={choice}>
            <input
              type="radio"
              name={`${ids}-mode`}
              checked={mode === choice}
              onChange={() => {
                setMode(choice);
                onChange((fields) => ({ premium: fields.premium }));
              }}
            />{' '}
            {t(choice === 'file' ? 'videoEditor.fromFile' : 'videoEditor.fromLink')}
          </label>
        ))}
      </div>
      {mode === 'file' ? (
        <div className="field">
          <label htmlFor={`${ids}-file`}>{t('videoEditor.file')}</label>
          <input
            id={`${ids}-file`}
            type="file"
            accept="video/mp4,video/webm"
            disabled={busy}
            onChange={(event) => void upload((event.target as HTMLInputElement).files?.[0])}
          />
          {progress !== null && (
            <progress max={1} value={progress}>
              {t('videoEditor.uploading', { percent: Math.round(progress * 100) })}
            </progress>
          )}
          {uploaded !== null && (
            <p className="field__hint">{t('videoEditor.uploaded', { size: megabytes(uploaded) })}</p>
          )}
        </div>
      ) : (
        <div className="field">
          <label htmlFor={`${ids}-link`}>{t('videoEditor.link')}</label>
          <input
            id={`${ids}-link`}
            type="url"
            maxLength={300}
            placeholder="https://www.youtube.com/watch?v=…"
            value={value.source && 'link' in value.source ? value.source.link : ''}
            onInput={(event) => {
              const link = (event.target as HTMLInputElement).value.trim();
              onChange((fields) => ({ premium: fields.premium, ...(link ? { source: { link } } : {}) }));
            }}
          />
        </div>
      )}
      <label>
        <input
          type="checkbox"
          checked={value.premium === 1}
          onChange={(event) => {
            const premium = (event.target as HTMLInputElement).checked ? 1 : 0;
            onChange((fields) => ({ ...fields, premium }));
          }}
        />{' '}
        {t('videoEditor.premium')}
      </label>
    </fieldset>
  );
}
