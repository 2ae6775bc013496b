import './relations.css';
import type { RelationState } from '@kingside/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nextRelation } from './relation-state';
import type { RelationChange } from './relations.api';
import { useRelationChange } from './useRelationChange';
import '../../lib/i18n/locales/en.social';

export interface RelationButtonsProps {
  username: string;
  relation: RelationState;
  onChange?(next: RelationState): void;
}

/** Friend, follow, track and block buttons for one member, as the viewer stands with them. */
export function RelationButtons({ username, relation, onChange }: RelationButtonsProps) {
  const { t } = useTranslation();
  const change = useRelationChange();
  const [state, setState] = useState(relation);
  const [busy, setBusy] = useState(false);
  const [confirmingBlock, setConfirmingBlock] = useState(false);
  // A new relation from the parent (a reload) wins over ours.
  const [seen, setSeen] = useState(relation);
  if (seen !== relation) {
    setSeen(relation);
    setState(relation);
  }

  const act = async (kind: RelationChange) => {
    setBusy(true);
    setConfirmingBlock(false);
    const ok = await change(kind, username);
    setBusy(false);
    if (!ok) return;
    const next = nextRelation(state, kind);
    setState(next);
    onChange?.(next);
  };
  const button = (kind: RelationChange, label: string, variant = '') => (
    <button
      key={kind}
      type="button"
      className={`button button--small${variant ? ` button--${variant}` : ''}`}
      disabled={busy}
      onClick={() => act(kind)}
    >
      {label}
    </button>
  );

  if (state.blocked) {
    return (
      <fieldset className="relation-buttons">
        <legend className="visually-hidden">{t('social.relationsOf', { username })}</legend>
        <span className="relation-buttons__note">{t('social.youBlocked')}</span>
        {button('unblock', t('social.unblock'))}
      </fieldset>
    );
  }
  const friendButtons = {
    none: state.blockedBy ? [] : [button('add', t('social.add'), 'primary')],
    request_sent: [button('cancel', t('social.cancel'))],
    request_received: [
      button('accept', t('social.accept'), 'primary'),
      button('decline', t('social.decline')),
    ],
    friends: [button('remove', t('social.remove'))],
  }[state.friend];
  return (
    <fieldset className="relation-buttons">
      <legend className="visually-hidden">{t('social.relationsOf', { username })}</legend>
      {state.friend === 'friends' && <span className="relation-buttons__note">{t('social.isFriend')}</span>}
      {state.friend === 'request_sent' && (
        <span className="relation-buttons__note">{t('social.requestPending')}</span>
      )}
      {friendButtons}
      {!state.blockedBy &&
        (state.following ? button('unfollow', t('social.unfollow')) : button('follow', t('social.follow')))}
      {!state.blockedBy &&
        (state.tracking ? button('untrack', t('social.untrack')) : button('track', t('social.track')))}
      {confirmingBlock ? (
        <span className="relation-buttons__confirm">
          <span>{t('social.blockConfirm', { username })}</span>
          {button('block', t('social.blockYes'), 'danger')}
          <button type="button" className="button button--small" onClick={() => setConfirmingBlock(false)}>
            {t('social.blockNo')}
          </button>
        </span>
      ) : (
        <button
          type="button"
          className="button button--small button--quiet"
          disabled={busy}
          onClick={() => setConfirmingBlock(true)}
        >
          {t('social.block')}
        </button>
      )}
    </fieldset>
  );
}
