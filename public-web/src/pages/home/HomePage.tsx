import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '../../app/documentTitle';
import { useT } from '../../app/i18n';
import { scrollOnArrival } from '../../app/navigation';
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
  const { hash } = useLocation();
  useDocumentTitle(t('meta.title'));
  useEffect(() => scrollOnArrival(hash), [hash]);
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
