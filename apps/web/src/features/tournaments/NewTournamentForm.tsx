import {
  ARENA_DURATIONS,
  KNOCKOUT_MATCH_GAMES,
  type NewTournament,
  SWISS_ROUND_MINUTES,
  SWISS_ROUNDS,
  TOURNAMENT_KINDS,
  TOURNAMENT_NAME_MAX,
  type TournamentKind,
} from '@kingside/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useServices } from '../../app/services';
import { useRouteUrl } from '../../app/useLanguage';
import { useAlerts } from '../../lib/alerts';
import { serverMessage } from '../../lib/server-error';
import { createTournament } from './tournaments.api';
import '../../lib/i18n/locales/en.tournaments';

/** A datetime-local value ten minutes from now (the input speaks local time without a zone). */
function soon(): string {
  const at = new Date(Date.now() + 10 * 60_000 - new Date().getTimezoneOffset() * 60_000);
  return at.toISOString().slice(0, 16);
}

/** What each kind adds to the common fields (a Swiss's length follows from its rounds). */
function kindFields(
  kind: TournamentKind,
  swiss: { rounds: number; roundMinutes: number },
  matchGames: number,
): Partial<NewTournament> {
  if (kind === 'swiss') return { kind, ...swiss };
  if (kind === 'knockout') return { kind, matchGames };
  return {};
}

/**
 * Creating a tournament: its kind (arena, Swiss with its rounds and the minutes between them,
 * knockout with its games per match), name, address, time control, start and length; staff may make
 * it official; a club's admins may make it the club's: on the club page (`club`) by a box, on
 * /tournaments by picking one of the clubs they administer (`hostClubs`).
 */
export function NewTournamentForm({
  official,
  club,
  hostClubs = [],
}: {
  official: boolean;
  club?: { slug: string; name: string };
  hostClubs?: { slug: string; name: string }[];
}) {
  const { t } = useTranslation();
  const { http } = useServices();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const url = useRouteUrl();
  const ids = useId();
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [minutes, setMinutes] = useState(3);
  const [increment, setIncrement] = useState(2);
  const [startsAt, setStartsAt] = useState(soon);
  const [length, setLength] = useState<(typeof ARENA_DURATIONS)[number]>(30);
  const [isOfficial, setOfficial] = useState(false);
  const [forClub, setForClub] = useState(club !== undefined);
  /** The picked club's slug; '' for none. */
  const [hostClub, setHostClub] = useState('');
  const [kind, setKind] = useState<TournamentKind>('arena');
  const [rounds, setRounds] = useState(5);
  const [roundMinutes, setRoundMinutes] = useState(15);
  const [matchGames, setMatchGames] = useState(2);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const created = await createTournament(http, {
        url: slug,
        name: name.trim(),
        tc: { initial: minutes * 60, increment },
        rated: true,
        startsAt: new Date(startsAt).toISOString(),
        durationMinutes: length,
        official: isOfficial,
        ...(club && forClub ? { club: club.slug } : hostClub ? { club: hostClub } : {}),
        ...kindFields(kind, { rounds, roundMinutes }, matchGames),
      });
      navigate(url('tournament', { url: created.url }));
    } catch (failure) {
      alerts.error(serverMessage(failure) ?? t('tournaments.failedAction'));
    }
  };
  return (
    <details>
      <summary>{t('tournaments.create')}</summary>
      <form className="form tournaments__form" onSubmit={(event) => void submit(event)}>
        <div className="field">
          <label htmlFor={`${ids}-k`}>{t('tournaments.kind')}</label>
          <select id={`${ids}-k`} value={kind} onChange={(e) => setKind(e.target.value as TournamentKind)}>
            {TOURNAMENT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`tournaments.kinds.${k}`)}
              </option>
            ))}
          </select>
        </div>
        {kind === 'swiss' && (
          <>
            <div className="field">
              <label htmlFor={`${ids}-r`}>{t('tournaments.roundsField')}</label>
              <input
                id={`${ids}-r`}
                type="number"
                required
                min={SWISS_ROUNDS.min}
                max={SWISS_ROUNDS.max}
                value={rounds}
                onChange={(e) => setRounds(Number(e.target.value))}
              />
            </div>
            <div className="field">
              <label htmlFor={`${ids}-i`}>{t('tournaments.roundMinutes')}</label>
              <input
                id={`${ids}-i`}
                type="number"
                required
                min={SWISS_ROUND_MINUTES.min}
                max={SWISS_ROUND_MINUTES.max}
                value={roundMinutes}
                onChange={(e) => setRoundMinutes(Number(e.target.value))}
              />
            </div>
          </>
        )}
        {kind === 'knockout' && (
          <div className="field">
            <label htmlFor={`${ids}-g`}>{t('tournaments.matchGamesField')}</label>
            <input
              id={`${ids}-g`}
              type="number"
              required
              min={KNOCKOUT_MATCH_GAMES.min}
              max={KNOCKOUT_MATCH_GAMES.max}
              value={matchGames}
              onChange={(e) => setMatchGames(Number(e.target.value))}
            />
          </div>
        )}
        <div className="field">
          <label htmlFor={`${ids}-n`}>{t('tournaments.name')}</label>
          <input
            id={`${ids}-n`}
            required
            minLength={3}
            maxLength={TOURNAMENT_NAME_MAX}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${ids}-u`}>{t('tournaments.url')}</label>
          <input
            id={`${ids}-u`}
            required
            pattern="[a-z0-9][a-z0-9\-]{2,39}"
            value={slug}
            onChange={(e) => setSlug(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${ids}-m`}>{t('tournaments.timeControl')}</label>
          <span>
            <input
              id={`${ids}-m`}
              type="number"
              min={1}
              max={60}
              value={minutes}
              onChange={(e) => setMinutes(Number(e.target.value))}
            />{' '}
            +{' '}
            <input
              type="number"
              min={0}
              max={60}
              aria-label={t('tournaments.timeControl')}
              value={increment}
              onChange={(e) => setIncrement(Number(e.target.value))}
            />
          </span>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-s`}>{t('tournaments.startsAt')}</label>
          <input
            id={`${ids}-s`}
            type="datetime-local"
            required
            value={startsAt}
            onChange={(e) => setStartsAt(e.target.value)}
          />
        </div>
        {kind !== 'swiss' && (
          <div className="field">
            <label htmlFor={`${ids}-l`}>
              {t(kind === 'knockout' ? 'tournaments.expectedLength' : 'tournaments.length')}
            </label>
            <select
              id={`${ids}-l`}
              value={length}
              onChange={(e) => setLength(Number(e.target.value) as typeof length)}
            >
              {ARENA_DURATIONS.map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </select>
          </div>
        )}
        {official && (
          <label>
            <input type="checkbox" checked={isOfficial} onChange={(e) => setOfficial(e.target.checked)} />{' '}
            {t('tournaments.officialBox')}
          </label>
        )}
        {club && (
          <label>
            <input type="checkbox" checked={forClub} onChange={(e) => setForClub(e.target.checked)} />{' '}
            {t('tournaments.forClub', { name: club.name })}
          </label>
        )}
        {!club && hostClubs.length > 0 && (
          <div className="field">
            <label htmlFor={`${ids}-c`}>{t('tournaments.clubField')}</label>
            <select id={`${ids}-c`} value={hostClub} onChange={(e) => setHostClub(e.target.value)}>
              <option value="">{t('tournaments.noClub')}</option>
              {hostClubs.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {t('tournaments.forClub', { name: c.name })}
                </option>
              ))}
            </select>
          </div>
        )}
        <button type="submit" className="button button--primary">
          {t('tournaments.createButton')}
        </button>
      </form>
    </details>
  );
}
