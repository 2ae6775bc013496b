import type { ReactNode } from 'react';

/**
 * The computer players' faces, drawn here (our own art, no image files): one small SVG per bot of
 * contract COMPUTER_BOTS, decorative (the name is always written beside it).
 */
const FACES: Record<string, { background: string; art: ReactNode }> = {
  stockfish: {
    background: '#1d4e89',
    art: (
      <>
        <path d="M10 32c8-12 24-14 34-4l8-7v22l-8-7c-10 10-26 8-34-4z" fill="#9fd3f5" />
        <circle cx="22" cy="30" r="2.5" fill="#0b2540" />
        <path d="M30 27c2 2 2 4 0 6" stroke="#0b2540" strokeWidth="1.6" fill="none" />
      </>
    ),
  },
  pip: {
    background: '#f2c14e',
    art: (
      <>
        <circle cx="32" cy="20" r="8" fill="#fff8e6" />
        <path d="M25 30h14l4 16H21z" fill="#fff8e6" />
        <rect x="18" y="46" width="28" height="6" rx="2" fill="#fff8e6" />
        <circle cx="29" cy="19" r="1.6" fill="#3b2a00" />
        <circle cx="35" cy="19" r="1.6" fill="#3b2a00" />
        <path d="M29 23q3 2.5 6 0" stroke="#3b2a00" strokeWidth="1.4" fill="none" />
      </>
    ),
  },
  rosa: {
    background: '#b3263a',
    art: (
      <>
        <path d="M16 26l6 8 10-14 10 14 6-8-3 20H19z" fill="#ffd3da" />
        <circle cx="26" cy="40" r="2" fill="#5a0d18" />
        <circle cx="38" cy="40" r="2" fill="#5a0d18" />
        <path d="M22 14l2 4m18-4l-2 4M32 10v5" stroke="#ffd3da" strokeWidth="2" strokeLinecap="round" />
      </>
    ),
  },
  basil: {
    background: '#2f7a4d',
    art: (
      <>
        <ellipse cx="32" cy="30" rx="11" ry="15" fill="#e3f5e9" />
        <path d="M36 18l-7 9" stroke="#2f7a4d" strokeWidth="2.4" strokeLinecap="round" />
        <circle cx="27" cy="34" r="3.5" fill="none" stroke="#123822" strokeWidth="1.6" />
        <circle cx="37" cy="34" r="3.5" fill="none" stroke="#123822" strokeWidth="1.6" />
        <path d="M30.5 34h3" stroke="#123822" strokeWidth="1.6" />
        <rect x="20" y="46" width="24" height="5" rx="2" fill="#e3f5e9" />
      </>
    ),
  },
  vex: {
    background: '#5b2a86',
    art: (
      <>
        <path d="M12 26q20-8 40 0-2 10-12 8l-8-4-8 4q-10 2-12-8z" fill="#e9d8ff" />
        <ellipse cx="24" cy="28" rx="3" ry="2" fill="#2a0f44" />
        <ellipse cx="40" cy="28" rx="3" ry="2" fill="#2a0f44" />
        <path d="M22 42q10 8 20 0" stroke="#e9d8ff" strokeWidth="2.4" fill="none" strokeLinecap="round" />
      </>
    ),
  },
};

export function BotAvatar({ botKey, size = 56 }: { botKey: string; size?: number }) {
  const face = FACES[botKey] ?? FACES.stockfish!;
  return (
    <svg
      className="bot-avatar"
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="64" height="64" rx="12" fill={face.background} />
      {face.art}
    </svg>
  );
}
