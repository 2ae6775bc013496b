/** English strings of the settings pages (/settings, /settings/board). */
export const enSettings = {
  settings: {
    title: 'Settings',
    lead: 'Make Kingside yours. Settings are kept in this browser, so they work even when you are not logged in.',
    sections: 'Settings sections',
    board: {
      title: 'Board & pieces',
      text: 'Animation, coordinates, highlights, moving pieces, the move list and premoves.',
    },
    more: 'More settings will join these soon.',
  },
  boardSettings: {
    title: 'Board & pieces',
    lead: 'Changes are saved in this browser as you make them, and an open game picks them up.',
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
