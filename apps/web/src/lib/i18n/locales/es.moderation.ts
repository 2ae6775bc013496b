import type { enModeration } from './en.moderation';
import type { DeepPartial } from './es';

/** Spanish strings of reports and the moderators' queue. */
export const esModeration: DeepPartial<typeof enModeration> = {
  report: {
    button: 'Denunciar',
    title: 'Denunciar a {{username}}',
    lead: 'Cuenta a los moderadores qué pasó. {{username}} no sabrá quién lo denunció.',
    loading: 'Cargando motivos…',
    loadFailed: 'No se pudieron cargar los motivos.',
    reason: 'Motivo',
    details: 'Qué pasó (opcional)',
    detailsHint: 'Hasta {{max}} caracteres: una partida, un mensaje, lo que viste.',
    submit: 'Enviar denuncia',
    sending: 'Enviando…',
    cancel: 'Cancelar',
    close: 'Cerrar',
    failed: 'No funcionó. Inténtalo de nuevo.',
    reasons: {
      cheating: 'Trampas o uso de motor',
      abusive_chat: 'Mensajes abusivos u ofensivos',
      offensive_username: 'Nombre de usuario ofensivo',
      offensive_profile: 'Perfil o avatar ofensivo',
      sandbagging: 'Perder a propósito',
      spam: 'Spam o publicidad',
      offensive: 'Contenido ofensivo',
      off_topic: 'Fuera de tema',
      copyright: 'Infracción de derechos de autor',
      other: 'Otra cosa',
    },
  },
  reports: {
    title: 'Denuncias',
    lead: 'Denuncias abiertas, agrupadas por lo denunciado, las más antiguas primero.',
    loading: 'Cargando denuncias…',
    forbidden: 'Solo moderadores y el equipo pueden ver las denuncias.',
    failed: 'No se pudieron cargar las denuncias.',
    empty: 'No hay denuncias abiertas.',
    more: 'Mostrar más',
    open: 'Revisar',
    back: 'Volver a la cola',
    actions: {
      warn: 'Advertir al miembro',
      mute: 'Silenciar al miembro',
      close: 'Cerrar la cuenta',
      dismiss: 'Descartar las denuncias',
    },
  },
};
