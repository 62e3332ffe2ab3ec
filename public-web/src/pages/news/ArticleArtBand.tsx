import { useId } from 'react';
import { articleArt } from './articleArt';
import styles from './NewsCard.module.css';

/** The decorative band of an article without a picture: pure SVG in the brand's colours. */
export function ArticleArtBand({ id }: { id: number }) {
  const art = articleArt(id);
  const gradient = `art${useId().replace(/[^\w-]/g, '')}`;
  const [from, to] = art.palette;
  const x = 40 + art.offset * 240;
  const shapes = {
    rings: [28, 52, 76, 100].map((r) => (
      <circle key={r} cx={x} cy={60} r={r} fill="none" strokeWidth={6} />
    )),
    stripes: Array.from({ length: 9 }, (_, i) => (
      <path
        key={i}
        d={`M${i * 44 - 60 + art.offset * 40} 190L${i * 44 + 60} -10`}
        strokeWidth={10}
      />
    )),
    arcs: [0, 1, 2].map((i) => (
      <path
        key={i}
        d={`M-10 ${150 - i * 40}Q${x} ${-40 + i * 30} 330 ${130 - i * 30}`}
        fill="none"
        strokeWidth={8}
      />
    )),
    dots: Array.from({ length: 28 }, (_, i) => (
      <circle
        key={i}
        cx={20 + (i % 7) * 46}
        cy={22 + Math.floor(i / 7) * 46}
        r={6 + ((i + id) % 3) * 3}
      />
    )),
  }[art.pattern];
  return (
    <div
      className={styles.placeholder}
      aria-hidden
      data-art={`${art.pattern}-${from}-${art.angle}`}
    >
      <svg viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice" className={styles.art}>
        <defs>
          <linearGradient id={gradient} gradientTransform={`rotate(${art.angle} 0.5 0.5)`}>
            <stop offset="0" style={{ stopColor: `var(${from})`, stopOpacity: 0.55 }} />
            <stop offset="1" style={{ stopColor: `var(${to})`, stopOpacity: 0.25 }} />
          </linearGradient>
        </defs>
        <rect width="320" height="180" fill={`url(#${gradient})`} />
        <g style={{ stroke: `var(${to})`, fill: `var(${to})`, opacity: 0.45 }}>{shapes}</g>
      </svg>
    </div>
  );
}
