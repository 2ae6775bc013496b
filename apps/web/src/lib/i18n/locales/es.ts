import { esAccount } from './es.account';
import { esBotCheck } from './es.botCheck';
import { esClubs } from './es.clubs';
import { esDaily } from './es.daily';
import { esInsights } from './es.insights';
import { esMembers } from './es.members';
import { esMembership } from './es.membership';
import { esMessages } from './es.messages';
import { esModeration } from './es.moderation';
import { esNotifications } from './es.notifications';
import { esPlay } from './es.play';
import { esPreferences } from './es.preferences';
import { esSandboxPay } from './es.sandboxPay';
import { esSeeks } from './es.seeks';
import { esSettings } from './es.settings';
import { esSocial } from './es.social';
import { esStaff } from './es.staff';
import { esStats } from './es.stats';
import { esTwoFactor } from './es.twoFactor';
import type { Translation } from './translation';

export type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };

/** Spanish: the whole app shell; pages not yet translated fall back to English. */
export const es: DeepPartial<Translation> = {
  app: {
    name: 'Kingside',
    skipToContent: 'Saltar al contenido',
    loading: 'Cargando…',
    genericError: 'Vaya, parece que hubo un error. ¡Lo sentimos! Recarga la página.',
    tryAgain: 'Reintentar',
  },
  nav: {
    label: 'Principal',
    home: 'Inicio de Kingside',
    menu: 'Menú',
    play: 'Jugar',
    play_daily: 'Ajedrez diario',
    play_computer: 'Jugar contra la computadora',
    analysis: 'Tablero de análisis',
    puzzles: 'Problemas',
    learn: 'Aprender',
    watch: 'Ver',
    news: 'Noticias',
    social: 'Social',
    more: 'Más',
    tournaments: 'Torneos',
    videos: 'Vídeos',
    forum: 'Foros',
    clubs: 'Clubes',
    leagues_home: 'Ligas',
    stats: 'Estadísticas',
    about: 'Acerca de',
    membership: 'Membresía',
    settings: 'Ajustes',
  },
  userMenu: {
    label: 'Cuenta',
    memberOf: 'Miembro {{level}}',
    profile: 'Perfil',
    settings: 'Ajustes',
    logOut: 'Cerrar sesión',
    logIn: 'Iniciar sesión',
    signUp: 'Registrarse',
    loggedOut: 'Has cerrado sesión. ¡Nos vemos pronto frente al tablero!',
  },
  language: { label: 'Idioma' },
  theme: { useLight: 'Tema claro', useDark: 'Tema oscuro' },
  alerts: { close: 'Cerrar' },
  footer: {
    tagline: 'Kingside: ajedrez en línea, tranquilo y gratuito.',
    links: 'Enlaces del sitio',
    about: 'Acerca de',
    membership: 'Membresía',
    licence: 'Software libre (AGPL)',
    copyright: '© {{year}} Kingside',
  },
  membershipLevel: {
    guest: 'Invitado',
    cheater: 'Cerrada',
    abuser: 'Cerrada',
    voluntarilyClosed: 'Cerrada',
    unspecifiedClosed: 'Cerrada',
    basic: 'Básico',
    silver: 'Plata',
    gold: 'Oro',
    platinum: 'Platino',
    diamond: 'Diamante',
    moderator: 'Moderador',
    staff: 'Equipo',
  },
  home: {
    title: 'Juega al ajedrez. Mejora. Diviértete.',
    lead: 'Kingside es un lugar tranquilo para jugar partidas en vivo contra jugadores de todo el mundo, ver las mejores partidas en directo y seguir tu progreso.',
    play: 'Jugar ahora',
    join: 'Crear una cuenta gratis',
    welcomeBack: 'Hola de nuevo, {{username}}.',
    welcomeNew: 'Te damos la bienvenida a Kingside, {{username}}. Tu primera partida está a un clic.',
    boardLabel: 'Un tablero con la apertura española tras 1.e4 e5 2.Cf3 Cc6 3.Ab5',
    featuresTitle: 'Todo lo que necesita un ajedrecista',
    tiles: {
      puzzles: {
        title: 'Problemas',
        text: 'Afina tu táctica con problemas adaptados a tu nivel.',
        link: 'Resolver problemas',
      },
      learn: {
        title: 'Aprender',
        text: 'Lecciones desde las primeras jugadas hasta la técnica de finales.',
        link: 'Empezar a aprender',
      },
      watch: {
        title: 'Ver',
        text: 'Sigue en directo las partidas más fuertes.',
        link: 'Ver partidas',
      },
      social: {
        title: 'Social',
        text: 'Amigos con quienes jugar, clubes y foros para hablar de ajedrez.',
        link: 'Conocer jugadores',
      },
      stats: {
        title: 'Números',
        text: 'Tu puntuación en el tiempo, resultados por color, aperturas, rivales y rachas. Gratis para todos.',
        link: 'Tus números',
      },
      insights: {
        title: 'Estadísticas',
        text: 'Descubre dónde ganas y dónde pierdes: por apertura, color, ritmo y hora del día.',
        link: 'Tus estadísticas',
      },
      board: {
        title: 'Tu tablero',
        text: 'Piezas, colores, coordenadas y forma de mover a tu gusto, en todos tus dispositivos.',
        link: 'Configurar tu tablero',
      },
    },
  },
  about: {
    title: 'Acerca de Kingside',
    lead: 'Kingside es una plataforma de ajedrez en línea hecha por ajedrecistas, para ajedrecistas.',
    playTitle: 'Juega a tu manera',
    playText:
      'Bala, relámpago, rápidas o clásicas, puntuables o amistosas, contra un amigo o contra quien te toque: cada partida se guarda y de cada una se aprende algo.',
    fairTitle: 'Juego limpio ante todo',
    fairText:
      'Todos los miembros se comprometen a jugar limpio. Las cuentas cerradas por trampas o abusos quedan marcadas, así siempre sabes contra quién juegas.',
    openTitle: 'Abierto y gratuito',
    openText:
      'Jugar es gratis para todos, para siempre. Kingside es software libre bajo la Licencia Pública General Affero de GNU; la membresía mantiene las luces encendidas.',
    membershipLink: 'Ver la membresía',
  },
  login: {
    title: 'Iniciar sesión',
    lead: 'Hola de nuevo. Tus partidas te esperan.',
    username: 'Usuario o correo electrónico',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    submitting: 'Iniciando sesión…',
    noAccount: '¿Nuevo en Kingside?',
    signUp: 'Crear una cuenta',
  },
  register: {
    title: 'Crea tu cuenta',
    lead: 'Gratis para siempre: juega, mira partidas y sigue tu progreso.',
    username: 'Nombre de usuario',
    usernameHint: 'De 3 a 25 letras, cifras, guiones bajos o guiones.',
    email: 'Correo electrónico',
    password: 'Contraseña',
    passwordHint: 'Al menos {{min}} caracteres.',
    checking: 'Comprobando disponibilidad…',
    available: '{{username}} está disponible.',
    submit: 'Crear cuenta',
    submitting: 'Creando cuenta…',
    haveAccount: '¿Ya tienes una cuenta?',
    logIn: 'Iniciar sesión',
    checkEmail: 'Hemos enviado un mensaje a {{email}}. Ábrelo para continuar.',
    welcome: '¡Bienvenido a Kingside, {{username}}!',
  },
  member: {
    joined: 'Se unió el {{date}}',
    lastSeen: 'Visto por última vez el {{date}}',
    closed: 'Cuenta cerrada',
    closedText: 'Esta cuenta está cerrada y ya no puede jugar.',
    loading: 'Cargando perfil…',
  },
  ...esPlay,
  ...esTwoFactor,
  ...esSandboxPay,
  ...esBotCheck,
  ...esAccount,
  ...esSeeks,
  ...esDaily,
  ...esSettings,
  ...esPreferences,
  ...esStaff,
  ...esMembership,
  ...esInsights,
  ...esStats,
  ...esModeration,
  ...esNotifications,
  ...esMembers,
  ...esMessages,
  ...esSocial,
  ...esClubs,
  article: { published: 'Publicado el {{date}}' },
  notFound: {
    title: 'Página no encontrada',
    text: 'Esta casilla está vacía: la página que buscas se ha movido o nunca existió.',
    home: 'Ir a la página de inicio',
    play: 'Jugar una partida',
  },
};
