#!/usr/bin/env node
/**
 * Writes the placeholder artwork of the home page (until the real files arrive):
 *   public-web/public/images/team/<id>.svg  an abstract portrait per team member:
 *                                                     silhouette and initials on a brand gradient
 *   public-web/public/images/ventures/<id>.svg         a logo mark per venture
 *   public-web/public/images/partners/<id>.svg         the partner's logo (mark and wordmark)
 *
 * Names and ids come from shared/src/content, so the files always match the content. Each team
 * portrait is also rendered to WebP (ffmpeg with librsvg), the format the content's photo paths
 * name; delete the WebP files once those paths point to the SVGs.
 *
 * Usage: node --import tsx scripts/generate-placeholder-images.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PARTNER, TEAM, VENTURES } from '../shared/src/content/index.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const PUBLIC = path.join(ROOT, 'public-web', 'public');
const FONT = "'IBM Plex Sans Arabic', 'IBM Plex Sans', 'Segoe UI', Tahoma, Arial, sans-serif";
const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function write(relative, content) {
  const file = path.join(PUBLIC, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content.trim() + '\n');
  process.stdout.write(`${relative.padEnd(40)} ${content.length} bytes\n`);
  return file;
}

// ── Team portraits ────────────────────────────────────────────────────────────────────────
/** "Sheikh Dr. Saleh Al-Mutairi" → "SM": first given name and family name, titles skipped. */
function initials(nameEn) {
  const words = nameEn
    .split(/\s+/)
    .filter((w) => !/^(Sheikh|Dr\.?|Eng\.?|Prof\.?)$/i.test(w))
    .map((w) => w.replace(/^Al-/i, ''));
  return (words[0][0] + (words.length > 1 ? words.at(-1)[0] : '')).toUpperCase();
}

/** Background gradients (from, to, angle) — one per member, all from the brand palette. */
const PALETTES = [
  ['#047a5f', '#34d3a6', 35],
  ['#065f4b', '#e9bf55', 160],
  ['#059271', '#6ee7c3', 220],
  ['#064e3e', '#10b48a', 300],
  ['#07110e', '#047a5f', 110],
  ['#065f4b', '#d4a536', 20],
  ['#0c1a16', '#10b48a', 250],
];

/** Flowing arcs (leadership) or an eight-point star lattice (Islamic committee). */
function motif(group, index) {
  if (group === 'islamic') {
    const star = (cx, cy, r) => {
      const pts = [];
      for (let i = 0; i < 16; i++) {
        const a = (Math.PI / 8) * i;
        const rr = i % 2 === 0 ? r : r * 0.62;
        pts.push(`${(cx + rr * Math.cos(a)).toFixed(1)},${(cy + rr * Math.sin(a)).toFixed(1)}`);
      }
      return `<polygon points="${pts.join(' ')}"/>`;
    };
    const stars = [];
    for (let y = 0; y <= 400; y += 80)
      for (let x = (y / 80) % 2 ? 40 : 0; x <= 320; x += 80) stars.push(star(x, y, 26));
    return `<g fill="none" stroke="#fff" stroke-opacity="0.13" stroke-width="1.5">${stars.join('')}</g>`;
  }
  const arcs = [];
  for (let i = 0; i < 6; i++) {
    const r = 90 + i * 34;
    arcs.push(
      `<circle cx="${index % 2 ? 300 : 20}" cy="${40 + index * 12}" r="${r}" stroke-opacity="${(0.2 - i * 0.025).toFixed(3)}"/>`,
    );
  }
  return `<g fill="none" stroke="#fff" stroke-width="1.5">${arcs.join('')}</g>`;
}

function portrait(member, group, index) {
  const [from, to, angle] = PALETTES[index % PALETTES.length];
  const rad = (angle * Math.PI) / 180;
  const [x1, y1, x2, y2] = [
    0.5 - Math.cos(rad) / 2,
    0.5 - Math.sin(rad) / 2,
    0.5 + Math.cos(rad) / 2,
    0.5 + Math.sin(rad) / 2,
  ].map((v) => v.toFixed(3));
  const text = initials(member.nameEn);
  // Slightly different head size and shoulder width per person.
  const head = 50 + (index % 3) * 4;
  const shoulders = 122 + (index % 4) * 6;
  return `
<svg xmlns="http://www.w3.org/2000/svg" width="320" height="400" viewBox="0 0 320 400" role="img" aria-label="${escape(member.nameEn)}">
  <defs>
    <linearGradient id="bg" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
    <radialGradient id="light" cx="0.5" cy="0.35" r="0.6">
      <stop offset="0" stop-color="#fff" stop-opacity="0.28"/>
      <stop offset="1" stop-color="#fff" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="figure" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.95"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0.78"/>
    </linearGradient>
  </defs>
  <rect width="320" height="400" fill="url(#bg)"/>
  ${motif(group, index)}
  <rect width="320" height="400" fill="url(#light)"/>
  <circle cx="160" cy="${212 - head}" r="${head}" fill="url(#figure)"/>
  <path d="M${160 - shoulders} 400 V 338 C ${160 - shoulders} 282, ${160 - shoulders * 0.55} 238, 160 238 C ${160 + shoulders * 0.55} 238, ${160 + shoulders} 282, ${160 + shoulders} 338 V 400 Z" fill="url(#figure)"/>
  <text x="160" y="348" text-anchor="middle" font-family="${FONT}" font-size="44" font-weight="700" letter-spacing="2" fill="${from}">${text}</text>
</svg>`;
}

for (const [group, members] of Object.entries(TEAM)) {
  for (const member of members) {
    const index = Object.values(TEAM).flat().indexOf(member);
    write(`images/team/${member.id}.svg`, portrait(member, group, index));
  }
}

// ── Venture logos ─────────────────────────────────────────────────────────────────────────
const VENTURE_MARKS = {
  // Nafaa (giving): a heart with a coin dropping in.
  nafaa: {
    colours: ['#047a5f', '#10b48a'],
    mark: `
  <path d="M48 74C26 60 19 48 19 38c0-8 6-14 14-14 6 0 11 3 15 9 4-6 9-9 15-9 8 0 14 6 14 14 0 10-7 22-29 36Z" fill="#fff"/>
  <circle cx="48" cy="46" r="9" fill="#e9bf55"/>
  <circle cx="48" cy="46" r="5.5" fill="none" stroke="#b8871f" stroke-width="1.6"/>
  <circle cx="48" cy="16" r="4" fill="#f3d58a"/>`,
  },
  // Maharat (skills): three rising bars and a spark on the highest.
  maharat: {
    colours: ['#065f4b', '#059271'],
    mark: `
  <rect x="22" y="52" width="12" height="24" rx="6" fill="#fff" fill-opacity="0.7"/>
  <rect x="42" y="40" width="12" height="36" rx="6" fill="#fff" fill-opacity="0.88"/>
  <rect x="62" y="28" width="12" height="48" rx="6" fill="#e9bf55"/>
  <path d="M68 8l2.6 6.4L77 17l-6.4 2.6L68 26l-2.6-6.4L59 17l6.4-2.6Z" fill="#f3d58a"/>
  <path d="M28 48L48 36l20-12" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="2" stroke-dasharray="3 4" stroke-linecap="round"/>`,
  },
};

for (const venture of VENTURES) {
  const art = VENTURE_MARKS[venture.id] ?? {
    colours: ['#047a5f', '#34d3a6'],
    mark: `<text x="48" y="62" text-anchor="middle" font-family="${FONT}" font-size="40" font-weight="700" fill="#fff">${escape(venture.name.en[0])}</text>`,
  };
  write(
    venture.logo.replace(/^\//, ''),
    `
<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escape(venture.name.en)}">
  <defs>
    <linearGradient id="g" x1="0" y1="1" x2="1" y2="0">
      <stop offset="0" stop-color="${art.colours[0]}"/>
      <stop offset="1" stop-color="${art.colours[1]}"/>
    </linearGradient>
  </defs>
  <rect width="96" height="96" rx="22" fill="url(#g)"/>
  <path d="M0 70C30 58 62 84 96 66V96H0Z" fill="#000" fill-opacity="0.12"/>${art.mark}
</svg>`,
  );
}

// ── Partner logo: a circle of three rising leaves, then the name in English and Arabic ──────
write(
  PARTNER.logo.replace(/^\//, ''),
  `
<svg xmlns="http://www.w3.org/2000/svg" width="360" height="96" viewBox="0 0 360 96" role="img" aria-label="${escape(PARTNER.name.en)}">
  <defs>
    <linearGradient id="p" x1="0" y1="1" x2="1" y2="0">
      <stop offset="0" stop-color="#047a5f"/>
      <stop offset="1" stop-color="#10b48a"/>
    </linearGradient>
  </defs>
  <circle cx="48" cy="48" r="36" fill="url(#p)"/>
  <path d="M48 70V46" stroke="#fff" stroke-width="3.5" stroke-linecap="round"/>
  <path d="M48 50c-12 0-18-8-18-18 10 0 18 6 18 18Z" fill="#fff" fill-opacity="0.85"/>
  <path d="M48 44c0-12 7-20 19-20 0 12-7 20-19 20Z" fill="#fff"/>
  <circle cx="48" cy="72" r="5" fill="#e9bf55"/>
  <text x="100" y="46" font-family="${FONT}" font-size="25" font-weight="700" fill="#0f1f1a">${escape(PARTNER.name.en)}</text>
  <text x="100" y="76" font-family="${FONT}" font-size="19" font-weight="500" fill="#047a5f">${escape(PARTNER.name.ar)}</text>
</svg>`,
);
