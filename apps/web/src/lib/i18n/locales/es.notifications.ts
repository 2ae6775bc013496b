import type { enNotifications } from './en.notifications';

/** Spanish strings of the notification bell and /notifications. */
export const esNotifications: typeof enNotifications = {
  notifications: {
    title: 'Notificaciones',
    bell: 'Notificaciones',
    bellUnread_one: 'Notificaciones, {{count}} sin leer',
    bellUnread_other: 'Notificaciones, {{count}} sin leer',
    arrived: 'Nueva notificación: {{text}}',
    unreadMark: 'Sin leer',
    unreadCount_one: '{{count}} sin leer',
    unreadCount_other: '{{count}} sin leer',
    markRead: 'Marcar como leída',
    markReadOf: 'Marcar como leída: {{text}}',
    markAllRead: 'Marcar todas como leídas',
    seeAll: 'Ver todas las notificaciones',
    loadMore: 'Ver notificaciones anteriores',
    loading: 'Cargando notificaciones…',
    failed: 'No se pudieron cargar tus notificaciones.',
    empty:
      'Aún no hay nada. Aquí verás solicitudes de amistad, desafíos y las partidas de los miembros que sigues.',
    login: 'Inicia sesión para ver tus notificaciones.',
    someone: 'Alguien',
    rated: 'puntuada',
    casual: 'amistosa',
    kinds: {
      friend_request: '{{actor}} te envió una solicitud de amistad',
      friend_accepted: '{{actor}} aceptó tu solicitud de amistad',
      challenge: '{{actor}} te desafió a una partida {{mode}} {{minutes}}+{{increment}}',
      challengeDaily: '{{actor}} te desafió a una partida diaria {{mode}}, {{days}} días por jugada',
      daily_your_move: 'Te toca jugar contra {{opponent}}',
      daily_time_running_out: 'Te quedan menos de {{hours}} h para jugar contra {{opponent}}',
      tracked_game_started: '{{actor}} empezó una partida contra {{opponent}}',
      tracked_game_finished: {
        win: '{{actor}} ganó a {{opponent}}',
        loss: '{{actor}} perdió contra {{opponent}}',
        draw: '{{actor}} empató con {{opponent}}',
        aborted: 'Se anuló la partida de {{actor}} contra {{opponent}}',
        no_show: '{{actor}} no movió contra {{opponent}}: se anuló la partida',
        opponent_no_show: 'Se anuló la partida de {{actor}} contra {{opponent}}: {{opponent}} no movió',
      },
      message: '{{actor}} te envió un mensaje',
      moderation: 'Un mensaje de los moderadores',
      forum_reply: '{{actor}} respondió en «{{title}}»',
      club_invite: '{{actor}} te invitó a unirte a {{name}}',
    },
  },
};
