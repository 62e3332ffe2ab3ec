import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '../../app/documentTitle';
import { useT } from '../../app/i18n';
import { scrollOnArrival, takeLinkScroll } from '../../app/navigation';
import { About } from './About';
import { ContactSection } from './ContactSection';
import { Hero } from './Hero';
import { LatestNews } from './LatestNews';
import { Partners } from './Partners';
import { Process } from './Process';
import { Team } from './Team';
import { Ventures } from './Ventures';

/** The home page, sections in the order of SPEC section 2. */
export default function HomePage() {
  const t = useT();
  const location = useLocation();
  useDocumentTitle(t('meta.title'));
  useEffect(() => {
    // A section link on this page has scrolled already; arriving, Back and Forward scroll here.
    if (takeLinkScroll()) return;
    return scrollOnArrival(location.hash);
    // The entry, not its parts: each visit of the history is scrolled once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
  return (
    <>
      <Hero />
      <About />
      <Team />
      <Ventures />
      <Process />
      <Partners />
      <LatestNews />
      <ContactSection />
    </>
  );
}
