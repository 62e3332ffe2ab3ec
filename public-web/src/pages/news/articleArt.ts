/**
 * The generated art of an article without a picture: chosen from its id, so the same article
 * always gets the same art, and neighbouring ids (cards side by side) get different patterns.
 */
export const ART_PATTERNS = ['rings', 'stripes', 'arcs', 'dots'] as const;
export type ArtPattern = (typeof ART_PATTERNS)[number];

/** The brand palette's pairs (CSS custom properties, so both themes colour them). */
export const ART_PALETTES = [
  ['--brand', '--accent'],
  ['--accent', '--brand'],
  ['--brand-strong', '--brand'],
] as const;

export interface ArticleArt {
  pattern: ArtPattern;
  palette: (typeof ART_PALETTES)[number];
  /** The gradient's angle, in degrees. */
  angle: number;
  /** The pattern's position across the band, 0–1. */
  offset: number;
}

export function articleArt(id: number): ArticleArt {
  const n = Math.abs(Math.trunc(id));
  return {
    pattern: ART_PATTERNS[n % ART_PATTERNS.length]!,
    palette: ART_PALETTES[Math.floor(n / ART_PATTERNS.length) % ART_PALETTES.length]!,
    angle: (n * 47) % 360,
    offset: ((n * 37) % 100) / 100,
  };
}
