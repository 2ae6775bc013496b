import './content.css';
import { type ContentCard, INDEXED_KINDS, type IndexedKind, LANGUAGE_CODES } from '@kingside/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useRouteUrl } from '../../app/useLanguage';
import { useAlerts } from '../../lib/alerts';
import { useCurrentUser } from '../accounts/useCurrentUser';
import { VideoSourceFields } from '../videos/VideoSourceFields';
import { saveVideo, type VideoFields } from '../videos/videos.api';
import { ContentBody } from './ContentBody';
import {
  type ContentDraft,
  fetchForEditor,
  fetchMine,
  previewContent,
  refusalMessage,
  saveContent,
  uploadImage,
} from './content.api';
import { blank, draftOf, localInput } from './editor-draft';
import '../../lib/i18n/locales/en.content';

const LANGUAGES = ['en', ...LANGUAGE_CODES] as const;
const PREVIEW_DELAY_MS = 400;

/**
 * `/content/write?kind=…` or `?id=…`: the Markdown editor with the server's own preview beside it
 * (boards for FEN and PGN blocks), image uploads, drafts and scheduling; a video's file or link.
 */
export function ContentEditorPage() {
  const { t } = useTranslation();
  const { http } = useServices();
  const alerts = useAlerts();
  const url = useRouteUrl();
  const navigate = useNavigate();
  const { isLoggedIn } = useCurrentUser();
  const [params] = useSearchParams();
  const idParam = Number(params.get('id'));
  const [id, setId] = useState<number | null>(Number.isInteger(idParam) && idParam > 0 ? idParam : null);
  const kindParam = params.get('kind') as IndexedKind | null;
  const [draft, setDraft] = useState<ContentDraft>(
    blank(kindParam && INDEXED_KINDS.includes(kindParam) ? kindParam : 'blog'),
  );
  const [video, setVideo] = useState<VideoFields>({ premium: 0 });
  const [tags, setTags] = useState('');
  const [publishAt, setPublishAt] = useState('');
  const [preview, setPreview] = useState('');
  const [busy, setBusy] = useState(false);
  const [mine, setMine] = useState<ContentCard[]>([]);
  const [pageUrl, setPageUrl] = useState<string | null>(null);
  useDocumentTitle('content_write');

  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once per item
  useEffect(() => {
    if (!isLoggedIn) return;
    fetchMine(http).then(setMine, () => undefined);
    if (!id) return;
    fetchForEditor(http, id).then(
      (item) => {
        setDraft(draftOf(item));
        setTags(item.tags.join(', '));
        if (item.publishedAt) setPublishAt(localInput(item.publishedAt));
        setPageUrl(item.url);
      },
      (error: unknown) => alerts.error(refusalMessage(error) ?? t('app.genericError')),
    );
  }, [http, id, isLoggedIn]);

  // The preview is the server's rendering: what the page will show, byte for byte.
  useEffect(() => {
    if (!isLoggedIn) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      previewContent(http, draft.body, controller.signal).then(setPreview, () => undefined);
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [http, draft.body, isLoggedIn]);

  if (!isLoggedIn)
    return (
      <p>
        <Link to={url('login')}>{t('editor.loginNeeded')}</Link>
      </p>
    );

  const set =
    <K extends keyof ContentDraft>(key: K) =>
    (event: { currentTarget: { value: string } }) =>
      setDraft({ ...draft, [key]: event.currentTarget.value });

  const upload = async (file: File | undefined, as: 'image' | 'cover') => {
    if (!file) return;
    setBusy(true);
    try {
      const address = await uploadImage(http, file);
      if (as === 'cover') setDraft((d) => ({ ...d, coverUrl: address }));
      else
        setDraft((d) => ({
          ...d,
          body: `${d.body}${d.body.endsWith('\n') || !d.body ? '' : '\n\n'}![](${address})\n`,
        }));
    } catch (error) {
      alerts.error(refusalMessage(error) ?? t('app.genericError'));
    } finally {
      setBusy(false);
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const input: ContentDraft = {
      ...draft,
      tags: tags
        .split(',')
        .map((tag) => tag.trim().toLowerCase())
        .filter(Boolean),
      ...(draft.state === 'scheduled' && publishAt ? { publishAt: new Date(publishAt).toISOString() } : {}),
    };
    if (!input.slug) delete input.slug;
    try {
      const saved =
        input.kind === 'chess_video'
          ? await saveVideo(http, { ...input, ...video }, id)
          : await saveContent(http, input, id);
      alerts.success(saved.message);
      setId(saved.item.id);
      setPageUrl(saved.item.url);
      if (saved.item.state === 'published') navigate(saved.item.url);
      else navigate(`${url('content_write')}?id=${saved.item.id}`, { replace: true });
    } catch (error) {
      alerts.error(refusalMessage(error) ?? t('app.genericError'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="editor" onSubmit={save}>
      <h1>{t(id ? 'editor.editTitle' : 'editor.newTitle')}</h1>
      <div className="editor__row">
        <div className="field">
          <label htmlFor="editor-kind">{t('editor.kind')}</label>
          <select id="editor-kind" value={draft.kind} disabled={id !== null} onChange={set('kind')}>
            {INDEXED_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`editor.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="editor-language">{t('editor.language')}</label>
          <select id="editor-language" value={draft.language} onChange={set('language')}>
            {LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="field">
        <label htmlFor="editor-title">{t('editor.title')}</label>
        <input id="editor-title" required maxLength={150} value={draft.title} onInput={set('title')} />
      </div>
      <div className="field">
        <label htmlFor="editor-summary">{t('editor.summary')}</label>
        <input id="editor-summary" maxLength={400} value={draft.summary} onInput={set('summary')} />
      </div>
      {draft.kind === 'chess_video' && (
        <VideoSourceFields itemId={id} value={video} onChange={setVideo} busy={busy} onBusy={setBusy} />
      )}
      <div className="editor__row">
        <div className="field">
          <label htmlFor="editor-slug">{t('editor.slug')}</label>
          <input
            id="editor-slug"
            pattern="[a-z0-9]+(-[a-z0-9]+)*"
            value={draft.slug ?? ''}
            onInput={set('slug')}
          />
        </div>
        <div className="field">
          <label htmlFor="editor-tags">{t('editor.tags')}</label>
          <input
            id="editor-tags"
            value={tags}
            onInput={(event) => setTags((event.target as HTMLInputElement).value)}
          />
        </div>
      </div>
      <div className="editor__panes">
        <div className="field">
          <label htmlFor="editor-body">{t('editor.body')}</label>
          <textarea id="editor-body" value={draft.body} maxLength={60_000} onInput={set('body')} />
          <p className="field__hint">{t('editor.bodyHint')}</p>
        </div>
        <section aria-label={t('editor.preview')}>
          <h2 className="field__hint">{t('editor.preview')}</h2>
          {preview ? (
            <ContentBody className="editor__preview prose" html={preview} />
          ) : (
            <p className="editor__preview">{t('editor.previewEmpty')}</p>
          )}
        </section>
      </div>
      <div className="editor__row">
        <div className="field">
          <label htmlFor="editor-image">{t('editor.image')}</label>
          <input
            id="editor-image"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            disabled={busy}
            onChange={(event) => void upload((event.target as HTMLInputElement).files?.[0], 'image')}
          />
        </div>
        <div className="field">
          <label htmlFor="editor-cover">{t('editor.cover')}</label>
          <input
            id="editor-cover"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            disabled={busy}
            onChange={(event) => void upload((event.target as HTMLInputElement).files?.[0], 'cover')}
          />
        </div>
      </div>
      <div className="editor__row">
        <div className="field">
          <label htmlFor="editor-state">{t('editor.state')}</label>
          <select id="editor-state" value={draft.state} onChange={set('state')}>
            {(['draft', 'scheduled', 'published'] as const).map((state) => (
              <option key={state} value={state}>
                {t(`editor.states.${state}`)}
              </option>
            ))}
          </select>
        </div>
        {draft.state === 'scheduled' && (
          <div className="field">
            <label htmlFor="editor-at">{t('editor.publishAt')}</label>
            <input
              id="editor-at"
              type="datetime-local"
              required
              value={publishAt}
              onInput={(event) => setPublishAt((event.target as HTMLInputElement).value)}
            />
          </div>
        )}
        <button type="submit" className="button button--primary" disabled={busy}>
          {t(busy ? 'editor.saving' : 'editor.save')}
        </button>
        {pageUrl && <Link to={pageUrl}>{t('editor.view')}</Link>}
      </div>
      {mine.length > 0 && (
        <section aria-labelledby="editor-mine">
          <h2 id="editor-mine">{t('editor.mine')}</h2>
          <ul>
            {mine.map((item) => (
              <li key={item.id}>
                <Link to={`${url('content_write')}?id=${item.id}`}>{item.title}</Link> ·{' '}
                {t(`editor.stateOf.${item.state}`)}
              </li>
            ))}
          </ul>
        </section>
      )}
    </form>
  );
}
