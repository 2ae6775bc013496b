import { registerStrings } from '../register-strings';

/** English strings of the settings pages (/settings, /settings/board). */
export const enSettings = {
  settings: {
    title: 'Settings',
    lead: 'Make Kingside yours. Board settings work even when you are not logged in; members take them to every device.',
    sections: 'Settings sections',
    board: {
      title: 'Preferences',
      text: 'Themes, board and pieces, sounds, language, archive view and dark mode.',
    },
    security: { title: 'Two-factor login', text: 'A code from an authenticator app at every login.' },
    billing: {
      title: 'Membership & billing',
      text: 'Your plan, next payment and receipts; cancel or change.',
    },
    sessions: { title: 'Sessions', text: 'Where you are logged in; log out other devices.' },
    password: { title: 'Password', text: 'Change your password; other devices are logged out.' },
    apiTokens: {
      title: 'API tokens',
      text: 'Tokens for bots and electronic boards that play through the lichess-compatible API.',
    },
    closeAccount: {
      title: 'Close account',
      text: 'Close your account. Logging in within 30 days reopens it.',
    },
    account: 'Your account',
    more: 'More settings will join these soon.',
  },
  boardSettings: {
    gallery: {
      title: 'Themes',
      themes: 'Ready-made themes',
      boards: 'Board',
      pieces: 'Pieces',
      accessible: 'Accessible',
      loading: 'Loading themes…',
      loadFailed: 'The themes could not be loaded. The board keeps its look.',
      saved: 'Theme saved',
      failed: 'The theme could not be saved; the board is back as it was.',
    },
    title: 'Preferences',
    lead: 'Changes are saved in this browser as you make them, and an open game picks them up.',
    leadMember: 'Changes are saved to your account as you make them, and an open game picks them up.',
    back: 'All settings',
    preview: 'Preview',
    previewLabel: 'Preview board: try a move',
    previewReset: 'Reset preview',
    saved: 'Saved',
    notSaved: 'This browser did not keep the change (private browsing or storage full).',
    impersonating: 'Shown here only: nothing is saved while you impersonate a member.',
    resetDefaults: 'Reset to defaults',
    resetDone: 'Defaults restored',
    groups: { board: 'Board', moving: 'Moving pieces', moveList: 'Move list', sound: 'Sound' },
    animationType: {
      label: 'Piece animation',
      default: 'Normal',
      slow: 'Slow',
      fast: 'Fast',
      none: 'None',
    },
    coordinates: { label: 'Coordinates', off: 'Off', inside: 'Inside', outside: 'Outside' },
    highlightLegalMoves: {
      label: 'Show legal moves',
      hint: 'Dots on the squares a picked-up piece can reach.',
    },
    highlightMoves: { label: 'Highlight the last move', hint: 'Colours the two squares of the last move.' },
    isWhiteOnBottom: {
      label: 'White always on bottom',
      hint: 'Even when you play Black. You can still flip the board in a game.',
    },
    moveMethod: { label: 'How to move', drag: 'Drag', click: 'Click squares', both: 'Both' },
    premoveQueue: {
      label: 'Premove queue',
      hint: 'Queue several moves while your opponent thinks; they are played one per turn while they stay legal. Off: one premove. Right-click or Escape clears the queue.',
    },
    moveListDisplayType: { label: 'Moves shown as', text: 'Letters (Nf3)', figurines: 'Figurines (♘f3)' },
    showTimestamps: { label: 'Show the time spent on each move' },
    playSounds: { label: 'Play sounds' },
  },
};

registerStrings(enSettings);
