import type { KnockoutBracketView, KnockoutMatchView, KnockoutSide } from '@kingside/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteUrl } from '../../app/useLanguage';
import '../../lib/i18n/locales/en.tournaments';

/** The round's name counted from the final: the last three have names, earlier ones a number. */
function useRoundName(): (round: number, rounds: number) => string {
  const { t } = useTranslation();
  return (round, rounds) => {
    const fromEnd = rounds - 1 - round;
    if (fromEnd === 0) return t('tournaments.final');
    if (fromEnd === 1) return t('tournaments.semiFinals');
    if (fromEnd === 2) return t('tournaments.quarterFinals');
    return t('tournaments.roundN', { n: round + 1 });
  };
}

function SideRow({ side, score, won }: { side: KnockoutSide; score: number; won: boolean }) {
  const { t } = useTranslation();
  const url = useRouteUrl();
  if (side === null)
    return <div className="bracket__side bracket__side--open">{t('tournaments.toBeDecided')}</div>;
  if (side === 'bye') return <div className="bracket__side bracket__side--open">{t('tournaments.bye')}</div>;
  return (
    <div className={`bracket__side${won ? ' bracket__side--won' : ''}`}>
      <span className="bracket__seed">{side.seed}</span>
      <Link to={url('member', { username: side.username })}>{side.username}</Link>
      {won && <span className="visually-hidden"> {t('tournaments.through')}</span>}
      <span className="bracket__score">{score}</span>
    </div>
  );
}

function Match({ match }: { match: KnockoutMatchView }) {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const winner = match.decided?.winner ?? null;
  const won = (side: KnockoutSide) =>
    winner !== null && typeof side === 'object' && side?.username === winner;
  const how =
    match.decided && match.decided.by !== 'games' ? t(`tournaments.decided.${match.decided.by}`) : null;
  return (
    <>
      <SideRow side={match.a} score={match.scoreA} won={won(match.a)} />
      <SideRow side={match.b} score={match.scoreB} won={won(match.b)} />
      {how && <div className="bracket__note">{how}</div>}
      {match.gameId && (
        <Link className="bracket__note" to={url('game', { id: match.gameId })}>
          {t('tournaments.watchGame')}
        </Link>
      )}
    </>
  );
}

/** A knockout's bracket: rounds as columns (a list of lists), scrolling sideways on narrow screens. */
export function Bracket({ bracket }: { bracket: KnockoutBracketView }) {
  const { t } = useTranslation();
  const roundName = useRoundName();
  const ids = useId();
  return (
    <section className="tournament__bracket" aria-labelledby={`${ids}-h`}>
      <h2 id={`${ids}-h`}>{t('tournaments.bracket')}</h2>
      <p className="tournament__meta">{t('tournaments.matchGames', { count: bracket.games })}</p>
      {/* Focusable so the keyboard can scroll it sideways. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard */}
      <section className="bracket" aria-label={t('tournaments.bracketRounds')} tabIndex={0}>
        <ol className="bracket__rounds">
          {bracket.rounds.map((round, r) => {
            return (
              <li key={round[0]?.id ?? r} className="bracket__round">
                <h3 id={`${ids}-r${r}`}>{roundName(r, bracket.rounds.length)}</h3>
                <ol className="bracket__matches" aria-labelledby={`${ids}-r${r}`}>
                  {round.map((match) => (
                    <li key={match.id} className="bracket__match">
                      <Match match={match} />
                    </li>
                  ))}
                </ol>
              </li>
            );
          })}
        </ol>
      </section>
    </section>
  );
}
