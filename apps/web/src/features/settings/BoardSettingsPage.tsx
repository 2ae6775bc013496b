import './settings.css';
import { COORDINATES, MOVE_LIST_DISPLAY_TYPES, MOVE_METHODS } from '@kingside/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useRouteUrl } from '../../app/useLanguage';
import { useCurrentUser } from '../accounts/useCurrentUser';
import { type BoardSettings, DEFAULT_BOARD_SETTINGS } from '../play/board-options';
import { type SaveResult, useBoardOptions } from '../play/useBoardOptions';
import { ThemeGallery } from '../themes/ThemeGallery';
import { BoardPreview } from './BoardPreview';
import { ChoiceGroup, Toggle } from './SettingsControls';
import { ViewSettings } from './ViewSettings';
import '../../lib/i18n/locales/en.settings';

/** 'medium' and 'battle' read back as 'default' (§5), so they are not choices of their own. */
const ANIMATIONS = ['default', 'slow', 'fast', 'none'] as const;

type ToggleKey =
  | 'highlightLegalMoves'
  | 'highlightMoves'
  | 'isWhiteOnBottom'
  | 'premoveQueue'
  | 'showTimestamps'
  | 'playSounds';

/**
 * The preferences page: every board option of §3 we support, saved the moment it changes (signed
 * out too) with a preview board that follows along, the themes gallery with sound sets, and the
 * member's language and view (ViewSettings).
 */
export function BoardSettingsPage() {
  const { t } = useTranslation();
  const url = useRouteUrl();
  useDocumentTitle('settings_board');
  const { options, save } = useBoardOptions();
  const { isLoggedIn } = useCurrentUser();
  // Counted so that a second "Saved" in a row is still news to a screen reader.
  const [status, setStatus] = useState<{ text: string; count: number } | null>(null);

  const announce = (result: SaveResult, done: string) => {
    const text = {
      kept: done,
      refused: t('boardSettings.notSaved'),
      not_kept: t('boardSettings.impersonating'),
    }[result];
    setStatus((previous) => ({ text, count: (previous?.count ?? 0) + 1 }));
  };
  const change = (patch: Partial<BoardSettings>) =>
    announce(save({ ...options, ...patch }), t('boardSettings.saved'));
  const reset = () => announce(save({ ...DEFAULT_BOARD_SETTINGS }), t('boardSettings.resetDone'));

  const toggle = (key: ToggleKey, withHint = false) => (
    <Toggle
      label={t(`boardSettings.${key}.label`)}
      hint={withHint ? t(`boardSettings.${key as 'highlightMoves'}.hint`) : undefined}
      checked={options[key]}
      onChange={(checked) => change({ [key]: checked })}
    />
  );

  return (
    <section className="settings board-settings">
      <p className="settings__back">
        <Link to={url('settings')}>← {t('boardSettings.back')}</Link>
      </p>
      <h1>{t('boardSettings.title')}</h1>
      <p className="lead">{t(isLoggedIn ? 'boardSettings.leadMember' : 'boardSettings.lead')}</p>

      <div className="board-settings__layout">
        <BoardPreview options={options} />
        <div className="board-settings__form">
          <section className="settings__group" aria-labelledby="settings-themes">
            <h2 id="settings-themes">{t('boardSettings.gallery.title')}</h2>
            <ThemeGallery />
          </section>

          <section className="settings__group" aria-labelledby="settings-board">
            <h2 id="settings-board">{t('boardSettings.groups.board')}</h2>
            <ChoiceGroup
              legend={t('boardSettings.animationType.label')}
              name="animationType"
              value={options.animationType}
              choices={ANIMATIONS.map((value) => ({
                value,
                label: t(`boardSettings.animationType.${value}`),
              }))}
              onChange={(animationType) => change({ animationType })}
            />
            <ChoiceGroup
              legend={t('boardSettings.coordinates.label')}
              name="coordinates"
              value={options.coordinates}
              choices={COORDINATES.map((value) => ({
                value,
                label: t(`boardSettings.coordinates.${value}`),
              }))}
              onChange={(coordinates) => change({ coordinates })}
            />
            {toggle('highlightLegalMoves', true)}
            {toggle('highlightMoves', true)}
            {toggle('isWhiteOnBottom', true)}
          </section>

          <section className="settings__group" aria-labelledby="settings-moving">
            <h2 id="settings-moving">{t('boardSettings.groups.moving')}</h2>
            <ChoiceGroup
              legend={t('boardSettings.moveMethod.label')}
              name="moveMethod"
              value={options.moveMethod}
              choices={MOVE_METHODS.map((value) => ({
                value,
                label: t(`boardSettings.moveMethod.${value}`),
              }))}
              onChange={(moveMethod) => change({ moveMethod })}
            />
            {toggle('premoveQueue', true)}
          </section>

          <section className="settings__group" aria-labelledby="settings-moves">
            <h2 id="settings-moves">{t('boardSettings.groups.moveList')}</h2>
            <ChoiceGroup
              legend={t('boardSettings.moveListDisplayType.label')}
              name="moveListDisplayType"
              value={options.moveListDisplayType}
              choices={MOVE_LIST_DISPLAY_TYPES.map((value) => ({
                value,
                label: t(`boardSettings.moveListDisplayType.${value}`),
              }))}
              onChange={(moveListDisplayType) => change({ moveListDisplayType })}
            />
            {toggle('showTimestamps')}
          </section>

          <section className="settings__group" aria-labelledby="settings-sound">
            <h2 id="settings-sound">{t('boardSettings.groups.sound')}</h2>
            {toggle('playSounds')}
          </section>

          <ViewSettings />

          <div className="board-settings__actions">
            <button type="button" className="button" onClick={reset}>
              {t('boardSettings.resetDefaults')}
            </button>
            <p className="board-settings__status" role="status">
              {status ? `${status.text}${status.count % 2 ? '' : '\u00a0'}` : ''}
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
