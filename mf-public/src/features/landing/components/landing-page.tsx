import { SECTION_DETECTION_OFFSET_PX } from '@wedding/shared-contracts';
import { useEffect } from 'react';
import { useDocumentTitle } from '../../../app/hooks/use-document-title';
import { type ActiveSection, useActiveSection } from '../../../app/layout/active-section';
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
  const { setActive } = useActiveSection();
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
    detect();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
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
