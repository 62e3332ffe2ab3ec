import { SITE } from '@vb/shared/site-config';
import { useT } from '../app/i18n';
import styles from './layout.module.css';

/** The X logo (the brand's own glyph, drawn here: no icon font, no CDN). */
export function XIcon({ size = 18 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden focusable="false">
      <path
        fill="currentColor"
        d="M18.9 2H22l-6.8 7.8L23.2 22h-6.3l-4.9-6.4L6.4 22H3.3l7.3-8.3L2.8 2h6.4l4.4 5.8L18.9 2Zm-1.1 18h1.7L8.3 3.9H6.5L17.8 20Z"
      />
    </svg>
  );
}

export function LinkedInIcon({ size = 18 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden focusable="false">
      <path
        fill="currentColor"
        d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4v11H3v-11Zm6.5 0h3.8v1.5h.06c.53-1 1.83-2.06 3.77-2.06 4.03 0 4.77 2.65 4.77 6.1v5.46h-4v-4.84c0-1.15-.02-2.64-1.6-2.64-1.62 0-1.86 1.26-1.86 2.56v4.92h-4v-11Z"
      />
    </svg>
  );
}

/** Links to the company's X and LinkedIn profiles (new tab, no opener). */
export function SocialLinks() {
  const t = useT();
  return (
    <div className={styles.social}>
      <a
        href={SITE.x.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('social.x')}
        className={styles.socialLink}
      >
        <XIcon />
      </a>
      <a
        href={SITE.linkedin.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('social.linkedin')}
        className={styles.socialLink}
      >
        <LinkedInIcon />
      </a>
    </div>
  );
}
