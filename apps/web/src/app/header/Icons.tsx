/** Small line icons for the header: all decorative (aria-hidden), the controls carry the words. */
const common = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  focusable: false,
};

export function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" {...common}>
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

export function ChevronIcon() {
  return (
    <svg aria-hidden="true" {...common} width={14} height={14} className="chevron">
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

export function GlobeIcon() {
  return (
    <svg aria-hidden="true" {...common} width={18} height={18}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
    </svg>
  );
}
