import { COMPUTER_LEVELS } from '@kingside/contract';
import { useTranslation } from 'react-i18next';
import '../../lib/i18n/locales/en.computer';

/** The level table of contract COMPUTER_LEVELS, as the engine is told it: the page documents itself. */
export function LevelTable() {
  const { t } = useTranslation();
  return (
    <details className="computer-levels">
      <summary>{t('computer.table.caption')}</summary>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('computer.table.level')}</th>
            <th scope="col">{t('computer.table.elo')}</th>
            <th scope="col">{t('computer.table.skill')}</th>
            <th scope="col">{t('computer.table.strength')}</th>
            <th scope="col">{t('computer.table.depth')}</th>
            <th scope="col">{t('computer.table.time')}</th>
          </tr>
        </thead>
        <tbody>
          {COMPUTER_LEVELS.map((row) => (
            <tr key={row.level}>
              <th scope="row">{row.level}</th>
              <td>{row.elo}</td>
              <td>{row.skill}</td>
              <td>{row.uciElo ?? t('computer.table.none')}</td>
              <td>{row.depth}</td>
              <td>{t('computer.table.ms', { ms: row.movetimeMs })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="computer-levels__note">{t('computer.table.note')}</p>
    </details>
  );
}
