import { ArrowDown, Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { heroMedia } from '@vb/shared/content';
import { SITE } from '@vb/shared/site-config';
import { useT } from '../../app/i18n';
import { useLocalHref } from '../../app/languageRouting';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../app/viewport';
import { type SectionId, useGoToSection } from '../../app/navigation';
import { usePreferences } from '../../app/preferences';
import { buttonClass } from '../../components/ui';
import { LinkedInIcon, XIcon } from '../../layout/SocialLinks';
import styles from './hero.module.css';

/** Splits the headline after each comma ("A, B, C" → three lines), keeping the text intact. */
function headlineLines(headline: string): string[] {
  return headline.split(/(?<=[,،])\s+/);
}

/** Full-bleed hero: the brand loop behind the headline, the two calls to action and the socials. */
export function Hero() {
  const t = useT();
  const language = usePreferences((s) => s.language);
  const theme = usePreferences((s) => s.theme);
  const goTo = useGoToSection();
  const href = useLocalHref();
  // A page rendered on the server does not know: it starts still (no autoplay) until it does.
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, true);
  const [pausedByVisitor, setPausedByVisitor] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const media = heroMedia(language, theme);
  const playing = !reducedMotion && !pausedByVisitor;

  // The <video> is re-created per variant (key), so play/pause is applied after each change.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (playing) {
      video.play()?.catch(() => {
        // Autoplay can be refused (data saver, background tab): the poster stays visible.
      });
    } else {
      video.pause();
    }
  }, [playing, media.video]);

  const go = (id: SectionId) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    goTo(id);
  };

  const lines = headlineLines(t('hero.headline'));

  return (
    <section id="hero" className={styles.hero} data-testid="hero">
      <div className={styles.media}>
        <video
          key={media.video}
          ref={videoRef}
          className={styles.video}
          autoPlay={playing}
          loop
          muted
          playsInline
          // Nothing is fetched until the loop is to play: a page rendered on the server shows the
          // poster first, and a visitor who asked for less motion never downloads the video.
          preload={playing ? 'auto' : 'none'}
          poster={media.poster}
          aria-label={t('hero.videoLabel')}
          data-testid="hero-video"
        >
          <source src={media.video} type="video/mp4" />
          {t('hero.videoFallback')}
        </video>
        <div className={styles.scrim} aria-hidden />
      </div>

      <div className={styles.inner}>
        <div className={styles.content}>
          <h1 className={styles.headline}>
            {lines.map((line, index) => (
              <span
                key={line}
                className={index === lines.length - 1 ? styles.lineAccent : styles.line}
              >
                {line}
                {index < lines.length - 1 ? ' ' : ''}
              </span>
            ))}
          </h1>
          <p className={styles.subtitle}>{t('hero.subtitle')}</p>
          <div className={styles.actions}>
            <a
              href={href('/#ventures')}
              className={buttonClass('primary')}
              onClick={go('ventures')}
            >
              {t('hero.discoverMore')}
              <ArrowDown size={18} aria-hidden />
            </a>
            <a
              href={href('/#contact')}
              className={`${buttonClass('secondary')} ${styles.secondary}`}
              onClick={go('contact')}
            >
              {t('hero.getInTouch')}
            </a>
          </div>
          <div className={styles.social}>
            <span className={styles.socialLabel}>{t('social.followUs')}</span>
            <a
              href={SITE.x.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('social.x')}
              className={styles.socialLink}
              data-testid="hero-x"
            >
              <XIcon />
            </a>
            <a
              href={SITE.linkedin.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('social.linkedin')}
              className={styles.socialLink}
              data-testid="hero-linkedin"
            >
              <LinkedInIcon />
            </a>
          </div>
        </div>
      </div>

      {!reducedMotion && (
        <button
          type="button"
          className={styles.motionToggle}
          onClick={() => setPausedByVisitor((paused) => !paused)}
          aria-label={pausedByVisitor ? t('hero.playVideo') : t('hero.pauseVideo')}
          data-testid="hero-motion-toggle"
        >
          {pausedByVisitor ? <Play size={16} aria-hidden /> : <Pause size={16} aria-hidden />}
        </button>
      )}
    </section>
  );
}
