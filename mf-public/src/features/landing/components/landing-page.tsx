import { RESIZE_DEBOUNCE_MS, SECTION_DETECTION_OFFSET_PX } from '@wedding/shared-contracts';
import { useEffect } from 'react';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { type ActiveSection, useSetActiveSection } from '../../../shared/layout/active-section';
import { ContactSection } from './contact-section';
import { CountdownSection } from './countdown-section';
import { HeroSection } from './hero-section';

/**
 * Which landing section the navigation should mark: contact once the scroll position plus 200 px
 * has reached it (or the page is scrolled to the very bottom), else hero.
 */
export function activeSectionAt(scrollY: number, contactTop: number, atBottom: boolean): ActiveSection {
  return atBottom || scrollY + SECTION_DETECTION_OFFSET_PX >= contactTop ? 'contact' : 'hero';
}

/** `/`: hero, countdown and contact, in that order (spec §2). */
export function LandingPage() {
  const setActive = useSetActiveSection();
  useDocumentTitle();

  useEffect(() => {
    let frame = 0;
    const detect = () => {
      frame = 0;
      const contact = document.getElementById('contact');
      if (!contact) return;
      const contactTop = contact.getBoundingClientRect().top + window.scrollY;
      const atBottom =
        window.scrollY > 0 &&
        window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      setActive(activeSectionAt(window.scrollY, contactTop, atBottom));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(detect);
    };
    // a resize moves the sections: measure again once it has settled (250 ms)
    let resizeTimer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(resizeTimer);
      resizeTimer = setTimeout(onScroll, RESIZE_DEBOUNCE_MS);
    };
    detect();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onResize);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(resizeTimer);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onResize);
      setActive(null);
    };
  }, [setActive]);

  return (
    <>
      <HeroSection />
      <CountdownSection />
      <ContactSection />
    </>
  );
}
