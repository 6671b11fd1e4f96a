import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The narrow screens' menu (a disclosure): open or closed, closed again by a route change, a click or
 * tap outside its button and panel, or Escape (which gives the focus back to the button).
 */
export function useMobileMenu() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  // a route change (from any link) closes the menu
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setOpen(false), [pathname]);

  // a click or tap outside the header closes the menu
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    }
  };

  return {
    open,
    id,
    button,
    panel,
    toggle: () => setOpen((wasOpen) => !wasOpen),
    close: () => setOpen(false),
    onKeyDown,
  };
}

export type MobileMenu = ReturnType<typeof useMobileMenu>;
