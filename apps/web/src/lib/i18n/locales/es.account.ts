import type { DeepPartial } from './es';
import type { Translation } from './translation';

/** Spanish strings of email verification, password reset and change, sessions and closing an account. */
export const esAccount: DeepPartial<
  Pick<
    Translation,
    | 'forgotPassword'
    | 'resetPassword'
    | 'verifyEmail'
    | 'accountSettings'
    | 'sessions'
    | 'changePassword'
    | 'closeAccount'
    | 'reopened'
  >
> = {
  forgotPassword: {
    title: '¿Olvidaste tu contraseña?',
    lead: 'Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.',
    email: 'Correo electrónico',
    submit: 'Enviar el enlace',
    submitting: 'Enviando…',
    backToLogin: 'Volver a iniciar sesión',
    link: '¿Olvidaste tu contraseña?',
  },
  resetPassword: {
    title: 'Elige una contraseña nueva',
    lead: 'Se cerrará la sesión en todos los dispositivos conectados a tu cuenta.',
    password: 'Contraseña nueva',
    passwordHint: 'Al menos {{min}} caracteres.',
    submit: 'Guardar la contraseña',
    submitting: 'Guardando…',
    done: 'Tu contraseña ha cambiado. Inicia sesión con la nueva.',
    missingToken: 'Este enlace está incompleto. Pide uno nuevo.',
    askAgain: 'Pedir un enlace nuevo',
  },
  verifyEmail: {
    title: 'Verifica tu correo',
    verifying: 'Verificando tu correo…',
    done: 'Tu correo está verificado. ¡Gracias!',
    missingToken: 'Este enlace está incompleto.',
    resend: 'Enviarme un enlace nuevo',
    home: 'Ir al inicio',
  },
  accountSettings: {
    nav: 'Configuración de la cuenta',
    sessions: 'Sesiones',
    password: 'Contraseña',
    closeAccount: 'Cerrar cuenta',
    loginFirst: 'Inicia sesión para ver esta página.',
    logIn: 'Iniciar sesión',
  },
  sessions: {
    title: 'Sesiones',
    lead: 'Estos dispositivos tienen sesión abierta en tu cuenta. Cierra la de cualquiera que no reconozcas.',
    thisDevice: 'Este dispositivo',
    lastSeen: 'Última actividad: {{date}}',
    started: 'Sesión iniciada: {{date}}',
    logOut: 'Cerrar sesión',
    logOutLabel: 'Cerrar la sesión de {{device}}, última actividad {{date}}',
    logOutOthers: 'Cerrar todas las demás sesiones',
    loggedOut: 'Esa sesión está cerrada.',
    othersLoggedOut: 'Todas las demás sesiones están cerradas.',
    onlyThis: 'No hay otros dispositivos con sesión abierta.',
    loading: 'Cargando sesiones…',
    emailUnverified: 'Tu correo aún no está verificado.',
    resend: 'Enviar un nuevo enlace de verificación',
  },
  changePassword: {
    title: 'Cambiar contraseña',
    lead: 'Se cerrará la sesión en todos los demás dispositivos.',
    current: 'Contraseña actual',
    next: 'Contraseña nueva',
    hint: 'Al menos {{min}} caracteres.',
    submit: 'Cambiar contraseña',
    submitting: 'Guardando…',
    done: 'Tu contraseña ha cambiado. Los demás dispositivos han cerrado sesión.',
  },
  closeAccount: {
    title: 'Cerrar tu cuenta',
    lead: 'Al cerrarla se cierran todas tus sesiones y tu perfil aparece como cerrado. Tus partidas y datos se conservan.',
    grace:
      '¿Cambiaste de idea? Inicia sesión antes de {{days}} días y tu cuenta se abrirá de nuevo. Después quedará cerrada.',
    password: 'Contraseña',
    confirm: 'Entiendo que mi cuenta se cerrará.',
    submit: 'Cerrar mi cuenta',
    submitting: 'Cerrando…',
    done: 'Tu cuenta está cerrada. Esperamos verte de nuevo.',
  },
  reopened: '¡Bienvenido de nuevo! Tu cuenta vuelve a estar abierta.',
};
