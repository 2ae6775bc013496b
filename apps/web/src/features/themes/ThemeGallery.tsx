import './theme-gallery.css';
import type { SoundSet, Theme } from '@kingside/contract/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { useLanguage } from '../../app/useLanguage';
import { useCurrentUser } from '../accounts/useCurrentUser';
import { SoundSetPicker } from './SoundSetPicker';
import { applyThemeLook, saveLook } from './theme-look';
import { lookOfTheme } from './theme-look-of';
import { loadGuestChoice, saveGuestChoice } from './theme-refresh';
import {
  fetchActiveTheme,
  fetchGallery,
  type Gallery,
  selectCustomTheme,
  selectTheme,
  type ThemeParts,
} from './themes.api';
import '../../lib/i18n/locales/en.settings';

const partsOf = (theme: Theme): ThemeParts => ({
  backgroundId: theme.background?.id ?? '',
  boardStyleId: theme.boardStyle?.id ?? '',
  pieceSetId: theme.pieceSet?.id ?? '',
  soundSetId: theme.soundSet?.id ?? '',
});

/**
 * The themes of the catalogue, and board styles, piece sets and sound sets to mix (§7 Select*): members keep
 * their pick on the server, guests in this browser. Every board on the page, and in other tabs,
 * changes at once; a refused save goes back to what was there.
 */
export function ThemeGallery() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { platform } = useServices();
  const { user, isLoggedIn } = useCurrentUser();
  const owner = isLoggedIn ? user.userId : 0;
  const [gallery, setGallery] = useState<Gallery | 'loading' | 'failed'>('loading');
  const [active, setActive] = useState<{ themeId: string; parts: ThemeParts } | null>(null);
  const [status, setStatus] = useState('');

  useEffect(() => {
    let live = true;
    Promise.all([
      fetchGallery(platform, language),
      isLoggedIn ? fetchActiveTheme(platform, owner) : null,
    ]).then(
      ([found, theme]) => {
        if (!live) return;
        setGallery(found);
        const guest = loadGuestChoice();
        if (theme) setActive({ themeId: theme.id, parts: partsOf(theme) });
        else if (guest) setActive({ themeId: 'custom', parts: guest });
        else if (found.themes[0]) setActive({ themeId: found.themes[0].id, parts: partsOf(found.themes[0]) });
      },
      () => live && setGallery('failed'),
    );
    return () => {
      live = false;
    };
  }, [platform, language, isLoggedIn, owner]);

  if (gallery === 'loading')
    return <p className="theme-gallery__note">{t('boardSettings.gallery.loading')}</p>;
  if (gallery === 'failed')
    return <p className="theme-gallery__note">{t('boardSettings.gallery.loadFailed')}</p>;

  const show = (parts: ThemeParts) => {
    const look = lookOfTheme({
      boardStyle: gallery.boardStyles.find((board) => board.id === parts.boardStyleId),
      pieceSet: gallery.pieceSets.find((set) => set.id === parts.pieceSetId),
      soundSet: gallery.soundSets.find((set: SoundSet) => set.id === parts.soundSetId),
    });
    applyThemeLook(look);
    if (look) saveLook({ look, owner, at: Date.now() });
  };

  const choose = async (themeId: string, parts: ThemeParts) => {
    const before = active;
    setActive({ themeId, parts });
    show(parts);
    try {
      if (!isLoggedIn) saveGuestChoice(parts);
      else if (themeId === 'custom') await selectCustomTheme(platform, parts, language);
      else await selectTheme(platform, themeId);
      setStatus(t('boardSettings.gallery.saved'));
    } catch {
      setActive(before);
      if (before) show(before.parts);
      setStatus(t('boardSettings.gallery.failed'));
    }
  };
  const mix = (change: Partial<ThemeParts>) =>
    active && void choose('custom', { ...active.parts, ...change });

  return (
    <div className="theme-gallery">
      <fieldset className="theme-gallery__group">
        <legend>{t('boardSettings.gallery.themes')}</legend>
        <ul className="theme-gallery__grid">
          {gallery.themes.map((theme) => (
            <li key={theme.id}>
              <button
                type="button"
                className="theme-gallery__card"
                aria-pressed={active?.themeId === theme.id}
                onClick={() => void choose(theme.id, partsOf(theme))}
              >
                <span className="theme-gallery__pictures" aria-hidden="true">
                  <img
                    src={theme.boardStyle?.previewImage?.square}
                    alt=""
                    width="64"
                    height="64"
                    loading="lazy"
                  />
                  <img
                    src={theme.pieceSet?.previewImage?.square}
                    alt=""
                    width="64"
                    height="64"
                    loading="lazy"
                  />
                </span>
                <span>{theme.localizedName || theme.name}</span>
                {theme.isAccessibilityFriendly && (
                  <span className="theme-gallery__badge">{t('boardSettings.gallery.accessible')}</span>
                )}
              </button>
            </li>
          ))}
        </ul>
      </fieldset>
      <fieldset className="theme-gallery__group">
        <legend>{t('boardSettings.gallery.boards')}</legend>
        <ul className="theme-gallery__strip">
          {gallery.boardStyles.map((board) => (
            <li key={board.id}>
              <button
                type="button"
                className="theme-gallery__card"
                aria-pressed={active?.parts.boardStyleId === board.id}
                onClick={() => mix({ boardStyleId: board.id })}
              >
                <img src={board.previewImage?.linear} alt="" width="160" height="20" loading="lazy" />
                <span>{board.localizedName || board.name}</span>
              </button>
            </li>
          ))}
        </ul>
      </fieldset>
      <fieldset className="theme-gallery__group">
        <legend>{t('boardSettings.gallery.pieces')}</legend>
        <ul className="theme-gallery__strip">
          {gallery.pieceSets.map((set) => (
            <li key={set.id}>
              <button
                type="button"
                className="theme-gallery__card"
                aria-pressed={active?.parts.pieceSetId === set.id}
                onClick={() => mix({ pieceSetId: set.id })}
              >
                <img src={set.previewImage?.linear} alt="" width="160" height="27" loading="lazy" />
                <span>{set.localizedName || set.name}</span>
              </button>
            </li>
          ))}
        </ul>
      </fieldset>
      <SoundSetPicker
        soundSets={gallery.soundSets}
        activeId={active?.parts.soundSetId}
        onChoose={(soundSetId) => mix({ soundSetId })}
      />
      <p className="theme-gallery__status" role="status">
        {status}
      </p>
    </div>
  );
}
