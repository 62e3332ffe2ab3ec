/**
 * Illustrated scenes for articles (1200×630, the link-preview ratio, so the same picture serves
 * the article page, its card and its og:image), in the portraits' flat style: a few flat brand
 * tones, small figures in ghutra or hijab, no text. The subject picks the scene; the seed (the
 * article's slug) moves its details, so two articles on one subject still differ.
 */
import { BRAND, picker, star, svg } from './common.mjs';

const SKIN = ['#f2cda9', '#d49a6e', '#bd8052', '#a36a40'];
const SHIRTS = [BRAND[700], BRAND[800], '#1f2d3a', BRAND.gold, '#3a3f47', BRAND[500]];

/** A standing or seated figure seen from the front: feet (or seat) at y, `h` sets its scale. */
function figure(x, y, h, pick, salt, { seated = false } = {}) {
  const s = h / 100;
  const skin = pick(SKIN, `${salt}skin`);
  const body = pick(SHIRTS, `${salt}shirt`);
  const wear = pick(['ghutra', 'hijab', 'hair', 'ghutra'], `${salt}wear`);
  const r = 11 * s;
  const torso = seated ? 0.42 : 0.66;
  // The head sits on the shoulders, whatever the pose.
  const headY = y - h * torso - r * 0.8;
  const lines = [];
  lines.push(
    `<path d="M${x - 17 * s} ${y}V${y - h * torso + 8 * s}q0 -10 10 -12h${14 * s}q10 2 10 12V${y}Z" fill="${wear === 'ghutra' && !seated ? '#f5f6f4' : body}"/>`,
  );
  if (wear === 'hijab')
    lines.push(`<circle cx="${x}" cy="${headY}" r="${r * 1.3}" fill="${body}"/>`);
  if (wear === 'ghutra')
    lines.push(
      `<path d="M${x - r * 1.25} ${headY + r * 1.6}L${x - r * 1.15} ${headY - r * 0.4}Q${x} ${headY - r * 1.6} ${x + r * 1.15} ${headY - r * 0.4}L${x + r * 1.25} ${headY + r * 1.6}Z" fill="#fbfbfa"/>`,
    );
  lines.push(`<circle cx="${x}" cy="${headY}" r="${r}" fill="${skin}"/>`);
  if (wear === 'ghutra')
    lines.push(
      `<path d="M${x - r * 1.05} ${headY - r * 0.35}Q${x} ${headY - r * 1.3} ${x + r * 1.05} ${headY - r * 0.35}" stroke="#1a1a1a" stroke-width="${2.2 * s}" fill="#fbfbfa"/>`,
    );
  if (wear === 'hijab')
    lines.push(
      `<path d="M${x - r} ${headY}Q${x - r} ${headY - r * 1.05} ${x} ${headY - r * 1.05}Q${x + r} ${headY - r * 1.05} ${x + r} ${headY}Q${x} ${headY - r * 0.55} ${x - r} ${headY}Z" fill="${body}"/>`,
    );
  if (wear === 'hair')
    lines.push(
      `<path d="M${x - r} ${headY - 1}Q${x - r} ${headY - r * 1.1} ${x} ${headY - r * 1.1}Q${x + r} ${headY - r * 1.1} ${x + r} ${headY - 1}Q${x} ${headY - r * 0.5} ${x - r} ${headY - 1}Z" fill="#221814"/>`,
    );
  return lines;
}

function cloud(x, y, w, fill = '#ffffff', opacity = 0.9) {
  return `<path d="M${x} ${y}h${w}a${w * 0.16} ${w * 0.16} 0 0 0 -${w * 0.2} -${w * 0.16}a${w * 0.24} ${w * 0.24} 0 0 0 -${w * 0.46} -${w * 0.05}a${w * 0.18} ${w * 0.18} 0 0 0 -${w * 0.34} ${w * 0.21}Z" fill="${fill}" fill-opacity="${opacity}"/>`;
}

/** Riyadh at dusk: the Kingdom Centre's arch, Al Faisaliah's sphere, towers, a stand below. */
function skyline(pick) {
  const lines = [
    `<rect width="1200" height="630" fill="${BRAND.sand}"/>`,
    `<circle cx="${pick([280, 880], 'sun')}" cy="190" r="96" fill="${BRAND.gold}"/>`,
    cloud(140, 140, 220),
    cloud(860, 110, 180),
  ];
  const far = [];
  for (let x = 0, i = 0; x < 1200; i++) {
    const w = 50 + (pick([0, 20, 40, 10], `fw${i}`) | 0);
    const h = 120 + pick([0, 40, 70, 20, 90], `fh${i}`);
    far.push(`<rect x="${x}" y="${470 - h}" width="${w - 6}" height="${h}"/>`);
    x += w;
  }
  lines.push(`<g fill="${BRAND[300]}" fill-opacity="0.55">${far.join('')}</g>`);
  // The Kingdom Centre: a tapering tower whose top opens in an inverted arch under a skybridge.
  lines.push(
    `<path d="M520 470L548 120Q600 40 652 120L680 470Z" fill="${BRAND[700]}"/>`,
    `<path d="M556 150Q600 70 644 150L640 200Q600 140 560 200Z" fill="${BRAND.sand}"/>`,
    `<rect x="562" y="196" width="76" height="8" fill="${BRAND[900]}"/>`,
    `<path d="M600 210V470" stroke="${BRAND[800]}" stroke-width="4"/>`,
  );
  // Al Faisaliah: a slim pyramid carrying a golden sphere.
  lines.push(
    `<path d="M820 470L872 150L924 470Z" fill="${BRAND[600]}"/>`,
    `<circle cx="872" cy="238" r="22" fill="${BRAND.gold}"/>`,
    `<path d="M872 110V150" stroke="${BRAND[800]}" stroke-width="5"/>`,
  );
  const near = [];
  for (const [x, w, h] of [
    [40, 120, 170],
    [180, 90, 230],
    [290, 140, 150],
    [700, 100, 200],
    [960, 130, 180],
    [1100, 100, 250],
  ]) {
    near.push(`<rect x="${x}" y="${470 - h}" width="${w}" height="${h}" fill="${BRAND[800]}"/>`);
    for (let wy = 490 - h; wy < 450; wy += 34)
      near.push(
        `<rect x="${x + 16}" y="${wy}" width="${w - 32}" height="10" fill="${BRAND[400]}" fill-opacity="0.45"/>`,
      );
  }
  lines.push(...near, `<rect y="470" width="1200" height="160" fill="${BRAND[900]}"/>`);
  // The stand: a booth with a blank banner, and visitors.
  lines.push(
    `<rect x="360" y="500" width="480" height="110" rx="10" fill="${BRAND[50]}"/>`,
    `<rect x="360" y="500" width="480" height="26" rx="10" fill="${BRAND.gold}"/>`,
    `<path d="M410 560h140M410 582h90" stroke="${BRAND[500]}" stroke-width="10" stroke-linecap="round"/>`,
    `<rect x="640" y="545" width="150" height="50" rx="6" fill="${BRAND[600]}"/>`,
  );
  [250, 310, 900, 960, 1030].forEach((x, i) => lines.push(...figure(x, 620, 120, pick, `v${i}`)));
  return lines;
}

/** A rising bar chart, its trend arrow and a seedling: growth. */
function growth(pick) {
  const lines = [
    `<rect width="1200" height="630" fill="${BRAND[50]}"/>`,
    `<circle cx="${pick([1000, 200], 'disc')}" cy="150" r="210" fill="${BRAND[100]}"/>`,
  ];
  const grid = [];
  for (let y = 140; y <= 520; y += 76) grid.push(`M160 ${y}H1040`);
  lines.push(
    `<path d="${grid.join('')}" stroke="${BRAND[300]}" stroke-width="2" stroke-dasharray="6 10"/>`,
  );
  const bars = [110, 170, 150, 240, 300, 380];
  bars.forEach((h, i) => {
    const x = 220 + i * 130;
    const fill =
      i === bars.length - 1 ? BRAND.gold : [BRAND[400], BRAND[500], BRAND[600], BRAND[700]][i % 4];
    lines.push(`<rect x="${x}" y="${540 - h}" width="80" height="${h}" rx="12" fill="${fill}"/>`);
  });
  lines.push(
    `<path d="M230 420L390 360L520 380L650 280L780 230L930 120" stroke="${BRAND[900]}" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<path d="M900 102L962 100L946 160Z" fill="${BRAND[900]}"/>`,
    `<rect x="140" y="540" width="920" height="14" rx="7" fill="${BRAND[800]}"/>`,
    // A seedling in a pot: the idea that grows.
    `<path d="M1090 540L1080 480H1160L1150 540Z" fill="${BRAND.goldDeep}"/>`,
    `<path d="M1120 480V410" stroke="${BRAND[700]}" stroke-width="6"/>`,
    `<path d="M1120 440C1090 440 1076 420 1076 396C1104 396 1120 412 1120 440Z" fill="${BRAND[500]}"/>`,
    `<path d="M1120 424C1120 396 1136 378 1166 378C1166 406 1148 424 1120 424Z" fill="${BRAND[400]}"/>`,
  );
  lines.push(...figure(120, 620, 150, pick, 'a'));
  return lines;
}

/** People around a table before a screen with an impact chart: a partnership meeting. */
function table(pick) {
  const lines = [
    `<rect width="1200" height="630" fill="${BRAND.sand}"/>`,
    `<rect y="470" width="1200" height="160" fill="#eadcbc"/>`,
    // The wall screen: a ring chart and bars (the outcomes measured).
    `<rect x="380" y="70" width="440" height="250" rx="18" fill="${BRAND[900]}"/>`,
    `<circle cx="500" cy="195" r="70" fill="none" stroke="${BRAND[700]}" stroke-width="28"/>`,
    `<path d="M500 125A70 70 0 1 1 433 216" fill="none" stroke="${BRAND[400]}" stroke-width="28"/>`,
    `<path d="M620 250V200M670 250V160M720 250V130M770 250V180" stroke="${BRAND.gold}" stroke-width="24"/>`,
    `<rect x="590" y="250" width="200" height="6" fill="${BRAND[300]}"/>`,
    `<path d="M80 470V120a40 40 0 0 1 80 0V470" fill="${BRAND[100]}"/>`,
    `<path d="M1040 470V120a40 40 0 0 1 80 0V470" fill="${BRAND[100]}"/>`,
  ];
  [300, 460, 740, 900].forEach((x, i) =>
    lines.push(...figure(x, 470, 200, pick, `p${i}`, { seated: true })),
  );
  lines.push(
    `<rect x="200" y="430" width="800" height="40" rx="14" fill="${BRAND[700]}"/>`,
    `<path d="M260 470L240 610M940 470L960 610" stroke="${BRAND[800]}" stroke-width="18" stroke-linecap="round"/>`,
    `<rect x="540" y="396" width="120" height="38" rx="6" fill="#cfd6d3"/>`,
    `<rect x="380" y="418" width="70" height="14" rx="4" fill="#ffffff"/>`,
    `<rect x="760" y="418" width="70" height="14" rx="4" fill="#ffffff"/>`,
    `<rect x="860" y="404" width="26" height="28" rx="6" fill="${BRAND.gold}"/>`,
  );
  return lines;
}

/** A rocket leaving its pad over clouds, under an eight-point star sky: a launch. */
function launch(pick) {
  const lines = [`<rect width="1200" height="630" fill="${BRAND[900]}"/>`];
  const stars = [];
  for (let i = 0; i < 22; i++) {
    const x = 40 + ((i * 157 + pick([0, 30, 60], `sx${i}`)) % 1120);
    const y = 40 + ((i * 89 + pick([0, 25, 50], `sy${i}`)) % 300);
    stars.push(star(x, y, pick([5, 7, 9], `sr${i}`)));
  }
  lines.push(`<g fill="${BRAND.gold}" fill-opacity="0.8">${stars.join('')}</g>`);
  lines.push(
    `<circle cx="${pick([200, 1000], 'moon')}" cy="140" r="70" fill="${BRAND[600]}"/>`,
    `<path d="M0 500Q300 440 600 500T1200 490V630H0Z" fill="${BRAND[800]}"/>`,
  );
  // The rocket, tilted a little, with a flame and its trail of smoke.
  lines.push(
    `<g transform="rotate(${pick([8, 12, -8], 'tilt')} 600 300)">`,
    `<path d="M560 470Q600 560 640 470Z" fill="${BRAND.gold}"/>`,
    `<path d="M575 470Q600 520 625 470Z" fill="#fff3cf"/>`,
    `<path d="M550 420L510 480L560 470ZM650 420L690 480L640 470Z" fill="${BRAND[500]}"/>`,
    `<path d="M560 470V230Q600 130 640 230V470Z" fill="#f5f6f4"/>`,
    `<path d="M560 230Q600 130 640 230Z" fill="${BRAND[500]}"/>`,
    `<circle cx="600" cy="300" r="26" fill="${BRAND[700]}"/>`,
    `<circle cx="600" cy="300" r="16" fill="${BRAND[300]}"/>`,
    `<rect x="560" y="440" width="80" height="30" fill="${BRAND[400]}"/>`,
    `</g>`,
  );
  for (const [x, y, w] of [
    [420, 600, 300],
    [600, 620, 340],
    [300, 630, 260],
    [760, 630, 300],
  ])
    lines.push(cloud(x, y, w, '#ffffff', 0.92));
  [140, 210, 990, 1060].forEach((x, i) => lines.push(...figure(x, 560, 110, pick, `w${i}`)));
  return lines;
}

const SCENES = { skyline, growth, table, launch };

/** The scene of `subject` ('skyline', 'growth', 'table' or 'launch') for the article `seed`. */
export function scene(seed, subject) {
  const draw = SCENES[subject];
  if (!draw) throw new Error(`No scene for "${subject}"`);
  return svg(1200, 630, draw(picker(seed)));
}
