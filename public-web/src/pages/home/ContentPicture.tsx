import { contentImageSrcset, contentImageUrl, contentImageWidths } from '@vb/shared/content';
import type { Language } from '@vb/shared/options';
import type { ContentImage } from '@vb/shared/schemas';

/**
 * A picture of the site's content: every width it is served at (the browser picks by
 * `sizes`, the server answers AVIF, WebP or JPEG as the browser accepts), its size for the layout,
 * its alt text in the page's language; loaded when it nears the window.
 */
export function ContentPicture({
  image,
  language,
  sizes,
  className,
  testId,
  decorative = false,
}: {
  image: ContentImage;
  language: Language;
  sizes: string;
  /** Empty alt text, for a picture whose subject is named right beside it. */
  decorative?: boolean;
  className?: string | undefined;
  testId?: string | undefined;
}) {
  const widths = contentImageWidths(image);
  // Without srcset support: the widest up to 640 px.
  const fallback = widths.filter((width) => width <= 640).at(-1) ?? widths[0]!;
  return (
    <img
      src={contentImageUrl(image.id, fallback)}
      srcSet={contentImageSrcset(image)}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={decorative ? '' : image.alt[language]}
      className={className}
      loading="lazy"
      decoding="async"
      data-testid={testId}
    />
  );
}
