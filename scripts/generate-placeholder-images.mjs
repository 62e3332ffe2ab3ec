#!/usr/bin/env node
/**
 * Writes the site's starting artwork (until real pictures arrive), under public-web/public/images:
 *   team/<id>.svg       an illustrated head-and-shoulders portrait per team member
 *   news/<slug>.svg     an illustrated scene per demo article (1200×630, the link-preview ratio)
 *   ventures/<id>.svg   a logo mark per venture
 *   partners/<id>.svg   the partner's logo (mark and wordmark)
 *
 * People, ventures and partners come from the starting content the server seeds
 * (api/src/db/siteContentSeed.ts) and the articles from the demo content (api/src/db/seed.ts),
 * so the files always match what the seeds store. Every picture is deterministic: the same
 * content gives the same files. No picture holds text: a name belongs next to the picture.
 *
 * Usage: node --import tsx scripts/generate-placeholder-images.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_ARTICLES } from '../api/src/db/seed.ts';
import { SEED_PARTNERS, SEED_TEAM, SEED_VENTURES } from '../api/src/db/siteContentSeed.ts';
import { portrait } from './illustrations/portrait.mjs';
import { scene } from './illustrations/scenes.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const PUBLIC = path.join(ROOT, 'public-web', 'public', 'images');
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
/**
 * What fits each starting member, by the id of their portrait file: Noura wears a hijab; the
 * Sharia committee's scholars a ghutra or shemagh without agal, as scholars often do (its
 * chairman, the Sheikh, with a grey beard and a bisht); the others a ghutra or shemagh with agal,
 * or go bareheaded in a blazer. Skin, hair colour and backdrop come from the id.
 */
const LOOKS = {
  'abdullah-alrashid': {
    headwear: 'ghutra',
    agal: true,
    beard: 'short',
    clothing: 'bisht',
    cloak: '#1f1a17',
  },
  'faisal-alotaibi': { headwear: 'shemagh', agal: true, beard: 'full', clothing: 'thobe' },
  'noura-alharbi': { headwear: 'hijab', beard: 'none', clothing: 'blazer', glasses: true },
  'khalid-aldosari': { headwear: 'hair', beard: 'stubble', clothing: 'blazer' },
  'saleh-almutairi': {
    headwear: 'ghutra',
    agal: false,
    beard: 'long',
    clothing: 'bisht',
    cloak: '#3b2b1e',
    glasses: true,
  },
  'ibrahim-alshehri': {
    headwear: 'shemagh',
    agal: false,
    beard: 'full',
    clothing: 'thobe',
    glasses: true,
  },
  'majed-alghamdi': { headwear: 'ghutra', agal: true, beard: 'short', clothing: 'blazer' },
};

for (const member of SEED_TEAM) {
  const id = path.basename(member.photo, '.svg');
  write(member.photo, portrait(id, LOOKS[id], member.group === 'islamic' ? 'stars' : 'dots'));
}

// ── Article scenes ────────────────────────────────────────────────────────────────────────
for (const article of DEMO_ARTICLES) write(article.image, scene(article.slug, article.scene));

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

for (const venture of SEED_VENTURES) {
  const id = path.basename(venture.logo, '.svg');
  const art = VENTURE_MARKS[id] ?? {
    colours: ['#047a5f', '#34d3a6'],
    mark: `<text x="48" y="62" text-anchor="middle" font-family="${FONT}" font-size="40" font-weight="700" fill="#fff">${escape(venture.name.en[0])}</text>`,
  };
  write(
    venture.logo,
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

const [PARTNER] = SEED_PARTNERS;

// ── Partner logo: a circle of three rising leaves, then the name in English and Arabic ──────
write(
  PARTNER.logo,
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
