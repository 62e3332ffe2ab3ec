import { useId } from 'react';
import { SITE } from '@vb/shared/site-config';
import { usePreferences } from '../app/preferences';
import styles from './layout.module.css';

/** The brand mark: a rising arc over a seed — building from the ground up. */
function BrandMark({ size = 36 }: { size?: number }) {
  // The mark is drawn more than once on a page (header, footer): each needs its own gradient id.
  const gradient = `brand-mark${useId().replace(/[^\w-]/g, '')}`;
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="48" x2="48" y2="0" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#047a5f" />
          <stop offset="1" stopColor="#34d3a6" />
        </linearGradient>
      </defs>
      <rect width="48" height="48" rx="12" fill={`url(#${gradient})`} />
      <path
        d="M12 34c3-10 9-17 24-20"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <circle cx="14" cy="34" r="4" fill="#e9bf55" />
      <path
        d="M30 12l6 2-2 6"
        fill="none"
        stroke="#fff"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Logo() {
  const language = usePreferences((s) => s.language);
  return (
    <span className={styles.logo}>
      <BrandMark />
      <span className={styles.logoText}>{SITE.brandName[language]}</span>
    </span>
  );
}
