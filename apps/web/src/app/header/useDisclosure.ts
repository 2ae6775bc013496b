import { type FocusEvent, useCallback, useEffect, useRef, useState } from 'react';

/**
 * A button that shows and hides a panel (the WAI disclosure pattern): Escape closes it and returns
 * focus to the button; a click outside or focus moving elsewhere closes it. Links inside call `close`.
 */
export function useDisclosure<Root extends HTMLElement = HTMLDivElement>({ closeOnFocusOut = true } = {}) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<Root>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const rootProps = {
    ref: rootRef,
    onBlur: closeOnFocusOut
      ? (event: FocusEvent) => {
          if (event.relatedTarget && !rootRef.current?.contains(event.relatedTarget as Node)) setOpen(false);
        }
      : undefined,
  };
  const buttonProps = {
    ref: buttonRef,
    type: 'button' as const,
    'aria-expanded': open,
    onClick: () => setOpen((wasOpen) => !wasOpen),
  };
  const panelProps = { hidden: !open };
  return { open, close, rootProps, buttonProps, panelProps };
}
