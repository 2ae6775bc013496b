import type { DeepPartial } from './es';
import type { Translation } from './translation';

/** Spanish strings of the settings pages (/settings, /settings/board). */
export const esSettings: DeepPartial<Pick<Translation, 'settings' | 'boardSettings'>> = {
  settings: {
    title: 'Configuración',
    lead: 'Haz Kingside a tu medida. La configuración del tablero funciona aunque no hayas iniciado sesión; los miembros la llevan a todos sus dispositivos.',
    sections: 'Secciones de configuración',
    board: {
      title: 'Preferencias',
      text: 'Temas, tablero y piezas, sonidos, idioma, vista del archivo y modo oscuro.',
    },
    security: {
      title: 'Inicio de sesión en dos pasos',
      text: 'Un código de una app de autenticación en cada inicio de sesión.',
    },
    billing: {
      title: 'Membresía y facturación',
      text: 'Tu plan, el próximo pago y los recibos; cancela o cambia.',
    },
    sessions: {
      title: 'Sesiones',
      text: 'Dónde has iniciado sesión; cierra la sesión en otros dispositivos.',
    },
    password: {
      title: 'Contraseña',
      text: 'Cambia tu contraseña; los demás dispositivos cierran la sesión.',
    },
    closeAccount: {
      title: 'Cerrar la cuenta',
      text: 'Cierra tu cuenta. Si inicias sesión en 30 días, se vuelve a abrir.',
    },
    account: 'Tu cuenta',
    more: 'Pronto habrá más opciones.',
  },
  boardSettings: {
    gallery: {
      title: 'Temas',
      themes: 'Temas completos',
      boards: 'Tablero',
      pieces: 'Piezas',
      accessible: 'Accesible',
      loading: 'Cargando temas…',
      loadFailed: 'No se pudieron cargar los temas. El tablero conserva su aspecto.',
      saved: 'Tema guardado',
      failed: 'No se pudo guardar el tema; el tablero vuelve a como estaba.',
    },
    title: 'Preferencias',
    lead: 'Los cambios se guardan en este navegador al momento, y una partida abierta los aplica.',
    leadMember: 'Los cambios se guardan en tu cuenta al momento, y una partida abierta los aplica.',
    back: 'Toda la configuración',
    preview: 'Vista previa',
    previewLabel: 'Tablero de vista previa: prueba una jugada',
    previewReset: 'Reiniciar vista previa',
    saved: 'Guardado',
    accountNotSaved: 'Tu cuenta no guardó el cambio; se guarda en este navegador. Inténtalo más tarde.',
    notSaved: 'Este navegador no guardó el cambio (navegación privada o almacenamiento lleno).',
    impersonating: 'Solo se muestra aquí: no se guarda nada mientras suplantas a un miembro.',
    resetDefaults: 'Restablecer valores predeterminados',
    resetDone: 'Valores predeterminados restablecidos',
    groups: { board: 'Tablero', moving: 'Mover piezas', moveList: 'Lista de jugadas', sound: 'Sonido' },
    animationType: {
      label: 'Animación de las piezas',
      default: 'Normal',
      slow: 'Lenta',
      fast: 'Rápida',
      none: 'Ninguna',
    },
    coordinates: { label: 'Coordenadas', off: 'No', inside: 'Dentro', outside: 'Fuera' },
    highlightLegalMoves: {
      label: 'Mostrar jugadas legales',
      hint: 'Puntos en las casillas a las que puede ir la pieza elegida.',
    },
    highlightMoves: {
      label: 'Resaltar la última jugada',
      hint: 'Colorea las dos casillas de la última jugada.',
    },
    isWhiteOnBottom: {
      label: 'Blancas siempre abajo',
      hint: 'También cuando juegas con negras. En la partida puedes seguir girando el tablero.',
    },
    moveMethod: { label: 'Cómo mover', drag: 'Arrastrar', click: 'Pulsar casillas', both: 'Ambos' },
    premoveQueue: {
      label: 'Cola de premovidas',
      hint: 'Encola varias jugadas mientras tu rival piensa; se juegan una por turno mientras sigan siendo legales. Desactivada: una premovida. Clic derecho o Escape vacía la cola.',
    },
    moveListDisplayType: { label: 'Jugadas como', text: 'Letras (Cf3)', figurines: 'Figuras (♘f3)' },
    showTimestamps: { label: 'Mostrar el tiempo gastado en cada jugada' },
    playSounds: { label: 'Reproducir sonidos' },
  },
};
