import type { SeekColor } from '@kingside/contract';
import { useId } from 'react';

/** cburnett's king outline (the board's piece set); the black king adds its light inner lines. */
const BODY =
  'M11.5 37c5.5 3.5 15.5 3.5 21 0v-7s9-4.5 6-10.5c-4-6.5-13.5-3.5-16 4V27v-3.5c-3.5-7.5-13-10.5-16-4-3 6 5 10 5 10V37z';
const CROWN = 'M22.5 25s4.5-7.5 3-10.5c0 0-1-2.5-3-2.5s-3 2.5-3 2.5c-1.5 3 3 10.5 3 10.5';
const BANDS = 'M11.5 30c5.5-3 15.5-3 21 0m-21 3.5c5.5-3 15.5-3 21 0m-21 3.5c5.5-3 15.5-3 21 0';
const INNER =
  'M32 29.5s8.5-4 6.03-9.65C34.15 14 25 18 22.5 24.5l.01 2.1-.01-2.1C20 18 9.906 14 6.997 19.85c-2.497 5.65 4.853 9 4.853 9';

function King({ color }: { color: 'white' | 'black' }) {
  const fill = color === 'white' ? '#fff' : '#000';
  const lines = color === 'white' ? '#000' : '#ececec';
  return (
    <g
      fill="none"
      fillRule="evenodd"
      stroke="#000"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M22.5 11.63V6M20 8h5" strokeLinejoin="miter" />
      <path d={CROWN} fill={fill} strokeLinecap="butt" strokeLinejoin="miter" />
      <path d={BODY} fill={fill} />
      {color === 'black' && <path d={INNER} stroke={lines} />}
      <path d={BANDS} stroke={lines} />
    </g>
  );
}

/** The king of a colour, as lichess shows the side a seek asks for; random is half of each. */
export function KingIcon({ color, className }: { color: SeekColor; className?: string }) {
  // React ids carry colons, which do not belong in a `url(#…)` reference.
  const clip = `king${useId().replace(/[^\w-]/g, '')}`;
  return (
    <svg viewBox="0 0 45 45" className={className} aria-hidden="true" focusable="false">
      {color === 'random' ? (
        <>
          <defs>
            <clipPath id={`${clip}l`}>
              <rect x="0" y="0" width="22.5" height="45" />
            </clipPath>
            <clipPath id={`${clip}r`}>
              <rect x="22.5" y="0" width="22.5" height="45" />
            </clipPath>
          </defs>
          <g clipPath={`url(#${clip}l)`}>
            <King color="white" />
          </g>
          <g clipPath={`url(#${clip}r)`}>
            <King color="black" />
          </g>
        </>
      ) : (
        <King color={color} />
      )}
    </svg>
  );
}
