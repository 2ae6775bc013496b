import './content.css';
import { type ContentCard, type IndexedKind, matchPath } from '@kingside/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useRouteUrl } from '../../app/useLanguage';
import { ContentCardItem } from './ContentCardItem';
import { ContentFilterBar } from './ContentFilterBar';
import { fetchIndex, type IndexFilters } from './content.api';
import '../../lib/i18n/locales/en.content';

const ROUTE_OF = { article: 'articles', news: 'news', blog: 'blogs', chess_video: 'videos' } as const;

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; next: string | null };

const KIND_OF_ROUTE: Record<string, IndexedKind> = {
  articles: 'article',
  news: 'news',
  blogs: 'blog',
  videos: 'chess_video',
};

/** `/articles`, `/news`, `/blogs`, `/videos` (the route says which): featured first, then newest first, filtered. */
export function ContentIndexPage() {
  const kind = KIND_OF_ROUTE[matchPath(useLocation().pathname)?.route.name ?? ''] ?? 'article';
  const { t } = useTranslation();
  const { http } = useServices();
  const url = useRouteUrl();
  useDocumentTitle(ROUTE_OF[kind]);
  const [filters, setFilters] = useState<IndexFilters>({});
  const [featured, setFeatured] = useState<ContentCard[]>([]);
  const [items, setItems] = useState<ContentCard[]>([]);
  const [premium, setPremium] = useState<ReadonlySet<number>>(new Set());
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  // The server's word (staff and authors; any member for blogs): the link only where a save would pass.
  const [canWrite, setCanWrite] = useState(false);

  const page = async (after: string | null, signal?: AbortSignal) => {
    setLoad({ status: 'loading' });
    try {
      const found = await fetchIndex(http, kind, filters, after, signal);
      if (!after) setFeatured(found.featured);
      setCanWrite(found.canWrite);
      setPremium((known) => new Set([...(after ? known : []), ...(found.premium ?? [])]));
      setItems((shown) => (after ? [...shown, ...found.items] : found.items));
      setLoad({ status: 'loaded', next: found.next });
    } catch {
      if (!signal?.aborted) setLoad({ status: 'failed' });
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: new filters start the list again
  useEffect(() => {
    const controller = new AbortController();
    void page(null, controller.signal);
    return () => controller.abort();
  }, [http, kind, filters]);

  return (
    <div className="content-index">
      <header className="editor__row">
        <div>
          <h1>{t(`contentIndex.${ROUTE_OF[kind]}`)}</h1>
          <p className="lead">{t(`contentIndex.lead.${kind}`)}</p>
        </div>
        {canWrite && (
          <Link className="button button--primary" to={url('content_write', {}, { kind })}>
            {t('contentIndex.write')}
          </Link>
        )}
      </header>
      <ContentFilterBar onApply={setFilters} />
      {featured.length > 0 && (
        <section aria-labelledby="index-featured">
          <h2 id="index-featured">{t('contentIndex.featured')}</h2>
          <ul className="cards">
            {featured.map((item) => (
              <ContentCardItem key={item.id} item={item} featured premium={premium.has(item.id)} />
            ))}
          </ul>
        </section>
      )}
      <ul className="cards">
        {items.map((item) => (
          <ContentCardItem key={item.id} item={item} premium={premium.has(item.id)} />
        ))}
      </ul>
      {load.status === 'loaded' && items.length === 0 && featured.length === 0 && (
        <p>{t('contentIndex.empty')}</p>
      )}
      {load.status === 'loading' && <p>{t('contentIndex.loading')}</p>}
      {load.status === 'failed' && <p role="alert">{t('contentIndex.failed')}</p>}
      {load.status === 'loaded' && load.next && (
        <button type="button" className="button" onClick={() => void page(load.next)}>
          {t('contentIndex.more')}
        </button>
      )}
    </div>
  );
}
