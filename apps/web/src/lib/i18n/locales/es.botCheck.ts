import type { DeepPartial } from './es';
import type { Translation } from './translation';

export const esBotCheck: DeepPartial<Pick<Translation, 'botCheck'>> = {
  botCheck: {
    title: 'Marca la casilla para continuar.',
    lead: 'Una comprobación rápida de que eres una persona. Tu petición sigue en cuanto termine.',
    retry: 'No ha funcionado. Inténtalo de nuevo.',
    cancel: 'Cancelar',
    pageTitle: 'Un momento',
    pageLead: 'Marca la casilla para seguir a la página que pediste.',
  },
};
