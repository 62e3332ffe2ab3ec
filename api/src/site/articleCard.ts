/**
 * An article's link-preview card (1200×630 PNG): the brand's mark and name, the news label, the
 * article's title in the card's language (at most three lines, cut with an ellipsis), the site's
 * address, and the article's featured image on the side away from the reading edge. Drawn with the
 * brand's kit (public-web/scripts/brandArt.ts), so it matches the site's own preview images, and
 * kept in memory once drawn (`ArticleCards`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import {
  BRAND_COLOURS,
  type PlexFonts,
  glowBackground,
  markPng,
  registerPlexFonts,
  textImage,
  writePlexFonts,
} from '@vb/public-web/brand-art';
import { SOCIAL_IMAGE } from '@vb/shared/brand';
import { LANGUAGE_DIRECTION, type Language } from '@vb/shared/options';
import type { NewsArticle } from '@vb/shared/schemas';
import { SITE } from '@vb/shared/site-config';
import { toBuffer } from '../db/values';
import { mediaIdOf } from '../presenters/media';
import { type CachedBody, cachedBytes } from '../readModel/cache';
import type { PublicReads } from '../readModel/publicReads';
import type { MediaService } from '../services/media';
import { articleTitle, pageText } from './meta';

export interface CardContent {
  title: string;
  /** The card's language: its brand name and label, and which side is its reading edge. */
  language: Language;
  /** The featured image's bytes, if the article has one. */
  image?: Buffer | undefined;
}

const { width: WIDTH, height: HEIGHT } = SOCIAL_IMAGE;
const MARGIN = 72;
/** The featured image's panel, on the side away from the reading edge. */
const PANEL = 460;
/** The gap between the text and the panel. */
const GUTTER = 56;
const MARK = 60;
/**
 * The title's sizes, largest first, each with the most lines it may take: a short title is set
 * large; a title that needs more than three lines at the smaller size is cut.
 */
const TITLE_SIZES = [
  { size: 64, lines: 2 },
  { size: 54, lines: 3 },
] as const;
const ELLIPSIS = '…';

let fonts: Promise<PlexFonts> | undefined;

/**
 * The site font's files, written once per process: the text renderer reads fonts only from files,
 * and only TrueType, while the font package ships WOFF.
 */
function siteFonts(): Promise<PlexFonts> {
  fonts ??= (async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-card-fonts-'));
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    const written = writePlexFonts(dir);
    await registerPlexFonts(written);
    return written;
  })();
  return fonts;
}

type TextBlock = Awaited<ReturnType<typeof textImage>>;

const metrics = new Map<string, Promise<{ one: number; pitch: number }>>();

/** How tall a line of the title's font is at `size`, and how far apart lines are (measured once). */
function lineMetrics(
  fontfile: string,
  size: number,
  set: (text: string, size: number) => Promise<TextBlock>,
): Promise<{ one: number; pitch: number }> {
  const key = `${fontfile}:${size}`;
  let measured = metrics.get(key);
  if (!measured) {
    const sample = 'Ag جداً إلى';
    measured = (async () => {
      const one = (await set(sample, size)).info.height;
      return { one, pitch: (await set(`${sample}\n${sample}`, size)).info.height - one };
    })();
    metrics.set(key, measured);
  }
  return measured;
}

/**
 * The title set at the first size at which it takes no more lines than that size allows; at the
 * smallest size a longer title keeps the most words (or, a single overlong word, letters) that fit
 * with an ellipsis.
 */
async function titleBlock(title: string, fontfile: string, width: number): Promise<TextBlock> {
  const set = (text: string, size: number) =>
    textImage(text, {
      fontfile,
      bold: true,
      size,
      width,
      colour: '#ffffff',
      align: 'left',
      wrap: 'word-char',
    });
  // A block is as tall as its letters' ink: n lines of letters reaching as high and as low as
  // any (Latin, Arabic and its marks), with half a line to spare, hold any n lines but not n + 1.
  const smallest = TITLE_SIZES[TITLE_SIZES.length - 1]!;
  for (const { size, lines } of TITLE_SIZES) {
    const { one, pitch } = await lineMetrics(fontfile, size, set);
    const fits = (block: TextBlock) => block.info.height <= one + (lines - 0.5) * pitch;
    const whole = await set(title, size);
    if (fits(whole)) return whole;
    if (size !== smallest.size) continue;
    const words = title.split(/\s+/).filter(Boolean);
    const pieces = words.length > 1 ? words : Array.from(title);
    const joiner = words.length > 1 ? ' ' : '';
    // The longest beginning that fits: a binary search over how many pieces it keeps.
    let low = 1;
    let high = pieces.length - 1;
    let best = await set(`${pieces[0]}${ELLIPSIS}`, size);
    while (low <= high) {
      const middle = Math.floor((low + high) / 2);
      const block = await set(`${pieces.slice(0, middle).join(joiner)}${ELLIPSIS}`, size);
      if (fits(block)) {
        best = block;
        low = middle + 1;
      } else {
        high = middle - 1;
      }
    }
    return best;
  }
  return set(title, smallest.size);
}

/**
 * The featured image cropped to the panel, fading out towards the text (its right edge in Arabic,
 * its left in English) so the card's own background shows through.
 */
async function imagePanel(image: Buffer, rtl: boolean): Promise<Buffer | undefined> {
  try {
    const mask =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${PANEL}" height="${HEIGHT}"><defs>` +
      `<linearGradient id="f" x1="${rtl ? 1 : 0}" y1="0" x2="${rtl ? 0 : 1}" y2="0">` +
      `<stop offset="0" stop-color="#fff" stop-opacity="0"/>` +
      `<stop offset="0.5" stop-color="#fff" stop-opacity="0.85"/>` +
      `<stop offset="1" stop-color="#fff" stop-opacity="0.92"/>` +
      `</linearGradient></defs><rect width="100%" height="100%" fill="url(#f)"/></svg>`;
    return await sharp(image)
      .resize(PANEL, HEIGHT, { fit: 'cover', position: 'attention' })
      .ensureAlpha()
      .composite([{ input: Buffer.from(mask), blend: 'dest-in' }])
      .png({ compressionLevel: 0 })
      .toBuffer();
  } catch {
    // A picture the image library cannot read: the card without it, rather than no card.
    return undefined;
  }
}

/** Draws an article's card as a PNG. */
export async function drawArticleCard({ title, language, image }: CardContent): Promise<Buffer> {
  const font = await siteFonts();
  const rtl = LANGUAGE_DIRECTION[language] === 'rtl';
  const panel = image ? await imagePanel(image, rtl) : undefined;
  const textWidth = WIDTH - 2 * MARGIN - (panel ? PANEL - MARGIN + GUTTER : 0);
  const textLeft = rtl ? WIDTH - MARGIN - textWidth : MARGIN;
  // Where a block `w` wide starts on the reading edge (the right in Arabic), `inset` in from it.
  const edge = (w: number, inset = 0) => (rtl ? WIDTH - MARGIN - inset - w : MARGIN + inset);
  // Pango mirrors the alignment of a right-to-left paragraph: 'left' is the reading edge in both.
  const text = (value: string, size: number, colour: string, fontfile: string, bold = false) =>
    textImage(value, { fontfile, bold, size, width: textWidth, colour, align: 'left' });

  const mark = await markPng(MARK, { rounded: true });
  const name = await text(SITE.brandName[language], 30, '#ffffff', font[language].bold, true);
  const label = await text(
    pageText(language, 'nav.news'),
    26,
    BRAND_COLOURS.accent,
    font[language].bold,
    true,
  );
  const heading = await titleBlock(title, font[language].bold, textWidth);
  const address = await text(
    new URL(SITE.websiteUrl).host,
    24,
    BRAND_COLOURS.light,
    font.en.regular,
  );

  // The label and the title, centred as one block between the brand row and the rule.
  const labelGap = 28;
  const blockHeight = label.info.height + labelGap + heading.info.height;
  const top = 150;
  const bottom = HEIGHT - 128;
  const labelTop = Math.round(top + Math.max(0, (bottom - top - blockHeight) / 2));
  const titleTop = labelTop + label.info.height + labelGap;
  const markTop = 56;
  const layers: OverlayOptions[] = [
    { input: mark, left: edge(MARK), top: markTop },
    {
      input: name.data,
      left: edge(name.info.width, MARK + 18),
      top: Math.round(markTop + (MARK - name.info.height) / 2),
    },
    { input: label.data, left: edge(label.info.width), top: labelTop },
    { input: heading.data, left: edge(heading.info.width), top: titleTop },
    { input: address.data, left: edge(address.info.width), top: HEIGHT - 80 },
  ];
  if (panel) layers.unshift({ input: panel, left: rtl ? 0 : WIDTH - PANEL, top: 0 });
  // The glow behind the brand row, on the reading edge.
  const background = glowBackground({
    width: WIDTH,
    height: HEIGHT,
    glow: { cx: rtl ? 0.85 : 0.15, cy: 0.05, r: 0.95, opacity: 0.5 },
    rule: { x: textLeft, y: HEIGHT - 104, width: textWidth },
  });
  return sharp(background).composite(layers).png({ compressionLevel: 8 }).toBuffer();
}

/** How many cards are kept: a couple of hundred kilobytes each. */
const KEPT_CARDS = 64;

/**
 * The published articles' cards, drawn on first request and kept by article, last edit and
 * language (the least recently asked dropped first): an edited title or image draws a new card,
 * an unchanged one is drawn once. Requests for a card being drawn wait for that drawing.
 */
export class ArticleCards {
  private readonly kept = new Map<string, Promise<CachedBody>>();

  constructor(
    private readonly reads: PublicReads,
    private readonly media: MediaService,
    private readonly capacity = KEPT_CARDS,
  ) {}

  /** A published article's card in `language`; undefined for an unknown slug or a draft. */
  async card(slug: string, language: Language): Promise<CachedBody | undefined> {
    const answer = await this.reads.article(slug);
    if (!answer) return undefined;
    const { article } = JSON.parse(answer.body.bytes.toString('utf8')) as { article: NewsArticle };
    const key = `${article.id}:${article.updatedAt}:${language}`;
    const kept = this.kept.get(key);
    if (kept) {
      // Asked again: the most recently used now.
      this.kept.delete(key);
      this.kept.set(key, kept);
      return kept;
    }
    const drawing = this.draw(article, language);
    this.kept.set(key, drawing);
    drawing.catch(() => {
      if (this.kept.get(key) === drawing) this.kept.delete(key);
    });
    for (const oldest of this.kept.keys()) {
      if (this.kept.size <= this.capacity) break;
      this.kept.delete(oldest);
    }
    return drawing;
  }

  private async draw(article: NewsArticle, language: Language): Promise<CachedBody> {
    const mediaId = article.imageUrl ? mediaIdOf(article.imageUrl) : undefined;
    // A featured image gone missing leaves a card without it.
    const image = mediaId
      ? await this.media.get(mediaId).then(
          (row) => toBuffer(row.data),
          () => undefined,
        )
      : undefined;
    return cachedBytes(await drawArticleCard({ ...articleTitle(article, language), image }));
  }
}
