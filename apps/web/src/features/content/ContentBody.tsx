import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { loadChunk } from '../../lib/load-chunk';

const DiagramBoard = lazy(() =>
  loadChunk(() => import('./DiagramBoard')).then((module) => ({ default: module.DiagramBoard })),
);

interface Diagram {
  element: HTMLElement;
  fen: string | null;
  pgn: string | null;
}

/**
 * HTML the server rendered and sanitised, as is; its FEN and PGN placeholders (`.chess-diagram`)
 * become boards you can step through, in a chunk loaded only when a text has one.
 */
export function ContentBody({ html, className }: { html: string; className?: string }) {
  const holder = useRef<HTMLDivElement>(null);
  const [diagrams, setDiagrams] = useState<Diagram[]>([]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: new HTML is new placeholders to find
  useEffect(() => {
    const found = [...(holder.current?.querySelectorAll<HTMLElement>('.chess-diagram') ?? [])].map(
      (element) => ({
        element,
        fen: element.getAttribute('data-chess-fen'),
        pgn: element.getAttribute('data-chess-pgn'),
      }),
    );
    setDiagrams(found);
  }, [html]);

  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered and sanitised by the server (platform/markdown) */}
      <div ref={holder} className={className} dangerouslySetInnerHTML={{ __html: html }} />
      {diagrams.map((diagram, index) =>
        createPortal(
          <Suspense fallback={null}>
            <DiagramBoard
              fen={diagram.fen}
              pgn={diagram.pgn}
              onShown={() => diagram.element.classList.add('is-live')}
            />
          </Suspense>,
          diagram.element,
          // The placeholders have no identity but their place in the text.
          `diagram-${index}`,
        ),
      )}
    </>
  );
}
