import { registerStrings } from '../register-strings';

/** English strings of the analysis board (`/analysis`). */
export const enAnalysis = {
  analysis: {
    title: 'Analysis board',
    boardLabel: 'Analysis board',
    import: {
      label: 'PGN or FEN',
      hint: 'Paste a game in PGN or a position in FEN, or open a file.',
      load: 'Load',
      file: 'Open a file',
      reset: 'Start position',
    },
    review: 'Review',
    loadingGame: 'Loading the game…',
    gameMissing: 'This game could not be found.',
    gameFailed: 'The game could not be loaded.',
    opening: 'Opening',
    noOpening: 'No named opening',
    fenLabel: 'FEN of the shown position',
    copyFen: 'Copy FEN',
    fenCopied: 'FEN copied',
    downloadPgn: 'Download PGN',
    copyPgn: 'Copy PGN',
    pgnCopied: 'PGN copied',
    moves: 'Moves',
    copyLink: 'Copy link',
    linkCopied: 'Link copied',
    linkTooLong: 'This analysis is too long to share as a link. Download the PGN instead.',
    sharedUnreadable: 'The shared analysis in this link could not be read.',
    tree: {
      comment: 'Comment on this move',
      gameComment: 'Comment before the first move',
      promote: 'Make main line',
      delete: 'Delete from here',
    },
    flip: 'Flip board',
    analyse: 'Analyse',
    analyseGame: 'Analyse {{game}}',
    engine: {
      show: 'Engine',
      loading: 'Starting the engine…',
    },
    errors: {
      empty: 'There is no game or position in this text.',
      illegalMove: 'Move {{number}} {{san}} is not legal in this position.',
      ERR_FEN: 'This FEN does not have the six fields a FEN has.',
      ERR_BOARD: 'The FEN’s board is not eight ranks of eight squares.',
      ERR_TURN: 'The side to move must be w or b.',
      ERR_CASTLING: 'The castling rights do not match the rooks and kings.',
      ERR_EP_SQUARE: 'The en passant square is not valid.',
      ERR_HALFMOVES: 'The halfmove clock is not a number.',
      ERR_FULLMOVES: 'The move number is not a number.',
      ERR_EMPTY: 'The board is empty.',
      ERR_OPPOSITE_CHECK: 'The side not to move is in check.',
      ERR_PAWNS_ON_BACKRANK: 'A pawn stands on the first or last rank.',
      ERR_KINGS: 'Each side needs exactly one king.',
      ERR_VARIANT: 'Only standard chess can be analysed.',
    },
  },
};

registerStrings(enAnalysis);
