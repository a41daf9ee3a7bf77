import { useMemo, useState } from 'react';
import { checkImageLoaded } from '@/lib/image-error-check';
import { css, cx } from 'styled-system/css';
import { LISTING_TEXTS, OUR_TEXTS } from '../listings.constants';
import { CARD_SIZES, imageSources } from '@dockside/shared/listings';

interface PartImageProps {
  /** The image URL; none shows the text 'No Image' (spec §2 Catalog). */
  url: string | null | undefined;
  alt: string;
  /** `sizes` for the srcset of uploaded images, e.g. '(min-width: 64em) 25vw, 100vw'. */
  sizes?: string;
  className?: string;
  /** The first screenful of cards loads eagerly; the rest lazily. */
  eager?: boolean;
  /** The likely largest paint of the screen (the first card, the gallery's first photo): fetched first. */
  priority?: boolean;
}

/**
 * A listing photo at a fixed 4:3 box (no layout shift): responsive variants for uploads, a placeholder
 * when the file fails to load, and 'No Image' when the listing has none.
 */
export function PartImage({ url, alt, sizes = CARD_SIZES, className, eager = false, priority = false }: PartImageProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  // A photo that failed before a server-rendered page was hydrated (docs/architecture.md §5.4).
  const checked = useMemo(() => checkImageLoaded(() => setFailedUrl(url ?? null)), [url]);

  if (!url) {
    return (
      <div
        className={cx(frame, placeholder, className)}
        role="img"
        aria-label={alt ? `${alt}: ${LISTING_TEXTS.noImage}` : LISTING_TEXTS.noImage}
      >
        <span aria-hidden="true">{LISTING_TEXTS.noImage}</span>
      </div>
    );
  }

  if (failedUrl === url) {
    return (
      <div
        className={cx(frame, placeholder, className)}
        role="img"
        aria-label={alt ? `${alt}: ${OUR_TEXTS.imageUnavailable}` : OUR_TEXTS.imageUnavailable}
      >
        <PlaceholderIcon />
      </div>
    );
  }

  const { src, srcSet } = imageSources(url);
  return (
    <div className={cx(frame, className)}>
      <img
        src={src}
        srcSet={srcSet}
        sizes={srcSet ? sizes : undefined}
        alt={alt}
        loading={eager || priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        width={1280}
        height={960}
        className={image}
        onError={() => setFailedUrl(url)}
        ref={checked}
      />
    </div>
  );
}

function PlaceholderIcon() {
  return (
    <svg
      width="48"
      height="48"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="m21 16-5-5-9 9" />
    </svg>
  );
}

const frame = css({
  position: 'relative',
  aspectRatio: '4 / 3',
  width: 'full',
  overflow: 'hidden',
  bg: 'bg.muted',
});

const image = css({ width: 'full', height: 'full', objectFit: 'cover', display: 'block' });

const placeholder = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: 'fg.muted',
  fontWeight: 'semibold',
});
