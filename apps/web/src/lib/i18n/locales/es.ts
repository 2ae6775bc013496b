import type { Translation } from './en';
import { esAccount } from './es.account';
import { esBotCheck } from './es.botCheck';
import { esInsights } from './es.insights';
import { esMembership } from './es.membership';
import { esPlay } from './es.play';
import { esSandboxPay } from './es.sandboxPay';
import { esSeeks } from './es.seeks';
import { esSettings } from './es.settings';
import { esStaff } from './es.staff';
import { esTwoFactor } from './es.twoFactor';

export type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };

/** Spanish: the whole app shell; pages not yet translated fall back to English. */
export const es: DeepPartial<Translation> = {
  app: {
    name: 'Kingside',
    skipToContent: 'Saltar al contenido',
    loading: 'Cargando…',
    genericError: 'Vaya, parece que hubo un error. ¡Lo sentimos! Recarga la página.',
    tryAgain: 'Reintentar',
    comingSoon: 'Próximamente',
  },
  nav: {
    label: 'Principal',
    home: 'Inicio de Kingside',
    menu: 'Menú',
    play: 'Jugar',
    puzzles: 'Problemas',
    learn: 'Aprender',
    watch: 'Ver',
    news: 'Noticias',
    social: 'Social',
    more: 'Más',
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
    lead: 'Kingside es un lugar tranquilo para jugar partidas en vivo y por turnos, resolver problemas, aprender y conocer a jugadores de todo el mundo.',
    play: 'Jugar ahora',
    join: 'Crear una cuenta gratis',
    welcomeBack: 'Hola de nuevo, {{username}}.',
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
        text: 'Sigue las mejores partidas y retransmisiones en directo.',
        link: 'Ver partidas',
      },
      social: {
        title: 'Social',
        text: 'Clubes, ligas, torneos y amigos con quienes jugar.',
        link: 'Conocer jugadores',
      },
    },
  },
  about: {
    title: 'Acerca de Kingside',
    lead: 'Kingside es una plataforma de ajedrez en línea hecha por ajedrecistas, para ajedrecistas.',
    playTitle: 'Juega a tu manera',
    playText:
      'Una partida rápida en la pausa del almuerzo, una partida por turnos durante la semana, un torneo con tu club: cada partida se guarda y de cada una se aprende algo.',
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
    lead: 'Gratis para siempre: juega, aprende y sigue tu progreso.',
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
    later: 'Pronto verás aquí partidas, puntuaciones y amigos.',
  },
  ...esPlay,
  ...esTwoFactor,
  ...esSandboxPay,
  ...esBotCheck,
  ...esAccount,
  ...esSeeks,
  ...esSettings,
  ...esStaff,
  ...esMembership,
  ...esInsights,
  notFound: {
    title: 'Página no encontrada',
    text: 'Esta casilla está vacía: la página que buscas se ha movido o nunca existió.',
    home: 'Ir a la página de inicio',
    play: 'Jugar una partida',
  },
  comingSoon: {
    play: {
      title: 'Jugar',
      text: 'Muy pronto podrás jugar partidas en vivo y por turnos contra personas y contra la computadora.',
    },
    game: {
      title: 'Partida',
      text: 'Las páginas de partida con tablero, relojes y jugadas están en camino.',
    },
    watch: { title: 'Ver', text: 'Pronto verás aquí las mejores partidas, retransmisiones y directos.' },
    puzzles: { title: 'Problemas', text: 'Pronto llegarán problemas tácticos adaptados a tu nivel.' },
    learn: { title: 'Aprender', text: 'Estamos preparando lecciones y cursos.' },
    news: { title: 'Noticias', text: 'Pronto aparecerán aquí noticias y artículos de ajedrez.' },
    social: { title: 'Social', text: 'Amigos, clubes y foros llegarán pronto.' },
    insights: { title: 'Análisis', text: 'Pronto llegarán estadísticas sobre tus partidas y tu progreso.' },
    leagues: { title: 'Ligas', text: 'Las clasificaciones y divisiones de las ligas llegarán pronto.' },
    tournament: {
      title: 'Torneo',
      text: 'Emparejamientos, clasificaciones y partidas del torneo llegarán pronto.',
    },
    club_match: {
      title: 'Encuentro de clubes',
      text: 'Los tableros y resultados de los encuentros llegarán pronto.',
    },
    stats: { title: 'Estadísticas', text: 'Las puntuaciones y estadísticas de partidas llegarán pronto.' },
    article: { title: 'Artículo', text: 'Pronto podrás leer los artículos aquí.' },
  },
};
