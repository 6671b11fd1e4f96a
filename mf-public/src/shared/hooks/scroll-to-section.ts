import { SCROLL_OFFSET_PX } from '@wedding/shared-contracts';
import { prefersReducedMotion } from './use-viewport';

/**
 * Scrolls smoothly (instantly for people who ask for reduced motion) so that the element with this
 * id sits `offset` px below the top of the window, leaving room for the sticky header, then moves
 * keyboard focus there without a second jump. Returns false when there is no such element.
 */
export function scrollToSection(id: string, offset: number = SCROLL_OFFSET_PX): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const top = target.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}
