import type { DeepPartial } from './es';
import type { Translation } from './translation';

/** Spanish strings of the preferences page's own parts (sound sets, language and view). */
export const esPreferences: DeepPartial<Pick<Translation, 'preferences'>> = {
  preferences: {
    sounds: 'Sonidos',
    previewSound: 'Escuchar los sonidos {{name}}',
    view: {
      title: 'Idioma y vista',
      darkMode: 'Modo oscuro',
      contentLanguage: 'Idioma de artículos y noticias',
      archiveView: { label: 'Archivo de partidas', grid: 'Cuadrícula', list: 'Lista' },
      homeContentType: {
        label: 'Portada',
        following: 'Gente a la que sigo',
        my_activity: 'Mi actividad',
      },
      fairPlayAgree: 'Acepto jugar limpio: sin motores ni ayuda externa durante las partidas.',
      membersOnly: 'Inicia sesión para elegir el idioma de lo que lees y cómo se ve tu archivo.',
      saved: 'Guardado',
      failed: 'No se pudo guardar el cambio; vuelve a estar como antes.',
    },
  },
};
