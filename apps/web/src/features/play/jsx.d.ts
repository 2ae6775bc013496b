import type { DetailedHTMLProps, HTMLAttributes } from 'react';

// chessground's piece sets style `<piece class="queen white">`: the promotion dialog reuses them.
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      piece: DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}
