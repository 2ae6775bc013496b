import type { DeepPartial } from './es';
import type { Translation } from './translation';

/** Spanish strings of custom seeks' terms: the colour asked for and the opponents' rating range. */
export const esSeeks: DeepPartial<Pick<Translation, 'seeks'>> = {
  seeks: {
    color: {
      legend: 'Tu color',
      white: 'Blancas',
      random: 'Color aleatorio',
      black: 'Negras',
    },
    range: {
      legend: 'Rango de puntuación',
      below: 'Puntuación mínima del rival, por debajo de la tuya',
      above: 'Puntuación máxima del rival, por encima de la tuya',
      summary: 'Rivales con puntuación de {{min}} a {{max}}',
      summaryOffsets: 'Rivales de {{below}} a {{above}} en torno a tu puntuación',
    },
    list: {
      color: 'Color',
      range: 'Rango',
      any: 'Cualquiera',
      bounds: '{{min}}–{{max}}',
      asks: { white: 'Juega con blancas', black: 'Juega con negras', random: 'Color aleatorio' },
      why: {
        range: 'No puedes unirte: tu puntuación de {{rating}} está fuera de su rango.',
        rated: 'No puedes unirte: los invitados solo juegan partidas amistosas.',
      },
    },
    outOfRange: 'Tu puntuación está fuera del rango de esa partida.',
  },
};
