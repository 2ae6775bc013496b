import type { HomeFeed as Feed, HomeContentType, HomeFeedEntry } from '@kingside/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServices } from '../../app/services';
import { useRouteUrl } from '../../app/useLanguage';
import { useAlerts } from '../../lib/alerts';
import { useCurrentUser } from '../accounts/useCurrentUser';
import { ContentCardItem } from '../content/ContentCardItem';
import { fetchHome, saveHomeContentType } from '../content/content.api';
import '../content/content.css';
import '../../lib/i18n/locales/en.content';

const TYPES = [
  { type: 'following', key: 'homeFeed.following' },
  { type: 'my_activity', key: 'homeFeed.myActivity' },
] as const;

function Entry({ entry }: { entry: HomeFeedEntry }) {
  const { t } = useTranslation();
  const url = useRouteUrl();
  switch (entry.type) {
    case 'content':
      return (
        <li>
          {entry.item.author && `${t('homeFeed.published', { username: entry.item.author.username })} `}
          <Link to={entry.item.url}>{entry.item.title}</Link>
        </li>
      );
    case 'comment':
      return (
        <li>
          {t('homeFeed.commented', { username: entry.by.username })}{' '}
          <Link to={entry.item.url}>{entry.item.title}</Link>
        </li>
      );
    case 'game':
      return (
        <li>
          <Link to={url('game', { id: entry.gameId })}>
            {t('homeFeed.played', { white: entry.white, black: entry.black, result: entry.result })}
          </Link>
        </li>
      );
  }
}

/**
 * The home page's content: featured items, then the member's feed by their home content type
 * (§3), switched at once and switched back if the save fails. Guests see a call to sign up.
 */
export function HomeFeed() {
  const { t } = useTranslation();
  const { http } = useServices();
  const alerts = useAlerts();
  const url = useRouteUrl();
  const { state, isLoggedIn, store } = useCurrentUser();
  const [type, setType] = useState<HomeContentType>(state.homeContentType);
  const [feed, setFeed] = useState<Feed | null>(null);
  const [saved, setSaved] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a saved choice or a new member loads the feed again
  useEffect(() => {
    const controller = new AbortController();
    fetchHome(http, controller.signal).then(setFeed, () => undefined);
    return () => controller.abort();
  }, [http, saved, isLoggedIn]);

  const choose = async (next: HomeContentType) => {
    if (next === type) return;
    const before = type;
    setType(next);
    try {
      await saveHomeContentType(http, next);
      setSaved((n) => n + 1);
      await store.reload().catch(() => undefined);
    } catch {
      setType(before);
      alerts.error(t('homeFeed.saveFailed'));
    }
  };

  return (
    <div className="home-feed">
      <section aria-labelledby="home-featured">
        <h2 id="home-featured">{t('homeFeed.featured')}</h2>
        <ul className="cards">
          {feed?.featured.map((item) => (
            <ContentCardItem key={item.id} item={item} featured />
          ))}
        </ul>
        <p>
          <Link to={url('articles')}>{t('homeFeed.allArticles')}</Link>
        </p>
      </section>
      {isLoggedIn ? (
        <section aria-labelledby="home-feed-title">
          <div className="editor__row">
            <h2 id="home-feed-title">{t('homeFeed.feed')}</h2>
            <fieldset className="home-feed__type">
              {TYPES.map((choice) => (
                <label key={choice.type}>
                  <input
                    type="radio"
                    name="home-content-type"
                    checked={type === choice.type}
                    onChange={() => void choose(choice.type)}
                  />{' '}
                  {t(choice.key)}
                </label>
              ))}
            </fieldset>
          </div>
          {feed?.feed &&
            feed.feed.type === type &&
            (feed.feed.entries.length === 0 ? (
              <p>{t('homeFeed.empty')}</p>
            ) : (
              <ul className="home-feed__entries">
                {feed.feed.entries.map((entry, index) => (
                  // Entries of different kinds share no id: their place in the feed is their key.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <Entry key={index} entry={entry} />
                ))}
              </ul>
            ))}
        </section>
      ) : (
        <p className="notice">
          {t('homeFeed.guestCall')}{' '}
          <Link className="button button--primary" to={url('register')}>
            {t('homeFeed.join')}
          </Link>
        </p>
      )}
    </div>
  );
}
