/**
 * What the generated illustrations share: one flat style (no outlines, a few flat tones per
 * shape, the brand palette), picked deterministically from a seed string so a file only changes
 * when its subject does.
 */

/** The brand palette (public-web/src/styles/tokens.css) and the gold accent of the logos. */
export const BRAND = {
  50: '#ecfdf7',
  100: '#d1faec',
  300: '#6ee7c3',
  400: '#34d3a6',
  500: '#10b48a',
  600: '#059271',
  700: '#047a5f',
  800: '#065f4b',
  900: '#064e3e',
  ink: '#0c1a16',
  gold: '#e9bf55',
  goldDeep: '#b8871f',
  sand: '#f6ecd6',
};

/** FNV-1a of a string: a stable 32-bit number for picking from lists. */
export function hash(text) {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** A picker seeded by a string: `pick(list, salt)` is the same for the same seed and salt. */
export function picker(seed) {
  return (list, salt = '') => list[hash(`${seed}:${salt}`) % list.length];
}

/** An SVG document without any text, in one line per element (small files, readable diffs). */
export function svg(width, height, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" aria-hidden="true">
${body
  .map((line) => line.trim())
  .filter(Boolean)
  .join('\n')}
</svg>`;
}

/** An eight-point star (two squares turned 45° to each other), the lattice of Islamic patterns. */
export function star(cx, cy, r) {
  const points = [];
  for (let i = 0; i < 16; i++) {
    const a = (Math.PI / 8) * i;
    const rr = i % 2 === 0 ? r : r * 0.7;
    points.push(`${(cx + rr * Math.cos(a)).toFixed(1)},${(cy + rr * Math.sin(a)).toFixed(1)}`);
  }
  return `<polygon points="${points.join(' ')}"/>`;
}
