import type { enStaff } from './en.staff';

/** Spanish strings of the staff pages. */
export const esStaff: typeof enStaff = {
  staff: {
    clientErrors: {
      title: 'Errores del cliente',
      lead: 'Peticiones fallidas que informaron los navegadores, las más recientes primero. Se guardan 14 días; los secretos se ocultan.',
      caption: 'Errores del cliente informados',
      loading: 'Cargando informes…',
      empty: 'No hay errores del cliente.',
      failed: 'No se pudieron cargar los informes. Inténtalo de nuevo.',
      forbidden: 'Solo el personal puede ver los errores del cliente.',
      more: 'Ver informes anteriores',
      guest: 'Invitado {{id}}',
      columns: {
        time: 'Hora',
        status: 'Estado',
        method: 'Método',
        url: 'URL',
        who: 'Miembro',
        requestId: 'Id de petición',
        message: 'Mensaje',
        userAgent: 'Navegador',
      },
    },
  },
};
