/** The Kingside mark: a king on a board-green tile. Decorative; the link around it carries the name. */
export function KingsideLogo({ size = 32 }: { size?: number }) {
  return (
    <svg className="logo" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="var(--color-board-dark)" />
      <path
        fill="var(--color-board-light)"
        d="M16 4.5a1.6 1.6 0 0 1 1.6 1.6v1.3h1.3a1.3 1.3 0 0 1 0 2.6h-1.3v1.6c3.2.7 5.4 3 5.4 5.9 0 1.8-.9 3.4-2.3 4.6l.8 1.9H10.5l.8-1.9A6 6 0 0 1 9 17.5c0-2.9 2.2-5.2 5.4-5.9V10h-1.3a1.3 1.3 0 0 1 0-2.6h1.3V6.1A1.6 1.6 0 0 1 16 4.5ZM9.5 25.6h13a1.2 1.2 0 0 1 1.2 1.2v.5H8.3v-.5a1.2 1.2 0 0 1 1.2-1.2Z"
      />
    </svg>
  );
}
