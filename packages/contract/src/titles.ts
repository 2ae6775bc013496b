import type { Language } from './locales';

/** Page titles by route name, shared by the server (first paint, link previews) and the web app. */
const TITLES: Partial<Record<Language, Record<string, string>>> = {
  en: {
    home: 'Play chess online',
    login: 'Log in',
    register: 'Sign up',
    about: 'About',
    membership: 'Membership',
    two_factor: 'Two-factor login',
    bot_check: 'One moment',
    login_and_go: 'Log in',
    leagues: 'Leagues',
    member: '{username}',
    article: '{title}',
    club_match: 'Club match',
    tournament: 'Tournament',
    stats: 'Statistics',
    play: 'Play',
    game: '{white} vs {black}',
    watch: 'Watch',
    challenge: 'Challenge from {challenger}',
    puzzles: 'Puzzles',
    learn: 'Learn',
    news: 'News',
    social: 'Social',
    settings: 'Settings',
    settings_security: 'Security settings',
    settings_board: 'Board & pieces',
    insights: 'Insights',
    forgot_password: 'Forgot password',
    reset_password: 'Reset password',
    verify_email: 'Verify email',
    settings_sessions: 'Sessions',
    settings_password: 'Change password',
    settings_close_account: 'Close account',
    staff_client_errors: 'Client errors',
    staff_members: 'Members (staff)',
    staff_audit: 'Audit log',
    settings_billing: 'Billing',
    sandbox_checkout: 'Checkout',
    staff_coupons: 'Coupons',
    not_found: 'Page not found',
  },
  es: {
    home: 'Juega al ajedrez en línea',
    login: 'Iniciar sesión',
    register: 'Registrarse',
    about: 'Acerca de',
    membership: 'Membresía',
    two_factor: 'Inicio de sesión en dos pasos',
    bot_check: 'Un momento',
    login_and_go: 'Iniciar sesión',
    leagues: 'Ligas',
    member: '{username}',
    article: '{title}',
    club_match: 'Partida de club',
    tournament: 'Torneo',
    stats: 'Estadísticas',
    play: 'Jugar',
    game: '{white} contra {black}',
    watch: 'Ver',
    challenge: 'Desafío de {challenger}',
    puzzles: 'Problemas',
    learn: 'Aprender',
    news: 'Noticias',
    social: 'Social',
    settings: 'Configuración',
    settings_security: 'Seguridad',
    settings_board: 'Tablero y piezas',
    insights: 'Estadísticas avanzadas',
    forgot_password: 'Contraseña olvidada',
    reset_password: 'Restablecer contraseña',
    verify_email: 'Verificar correo',
    settings_sessions: 'Sesiones',
    settings_password: 'Cambiar contraseña',
    settings_close_account: 'Cerrar cuenta',
    staff_client_errors: 'Errores del cliente',
    staff_members: 'Miembros (equipo)',
    staff_audit: 'Registro de auditoría',
    settings_billing: 'Facturación',
    sandbox_checkout: 'Pago',
    staff_coupons: 'Cupones',
    not_found: 'Página no encontrada',
  },
};

export const SITE_NAME = 'Kingside';

/** `Log in · Kingside`; `{name}` placeholders are filled from `values`, falling back to English. */
export function pageTitle(
  routeName: string,
  language: Language,
  values: Record<string, string> = {},
): string {
  const template = TITLES[language]?.[routeName] ?? TITLES.en?.[routeName] ?? '';
  // Most titles have no placeholder; the server builds one for every page view.
  const text = template.includes('{')
    ? template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '')
    : template;
  return text ? `${text} · ${SITE_NAME}` : SITE_NAME;
}
