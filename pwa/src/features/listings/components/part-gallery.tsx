import { GALLERY_SIZES } from '@dockside/shared/listings';
import { css } from 'styled-system/css';
import { OUR_TEXTS } from '../listings.constants';
import { PartImage } from './part-image';

interface PartGalleryProps {
  title: string;
  imageUrls: readonly string[];
}

/** Spec §2: the image grid; each image opens full size in a new tab. The first is shown large. */
export function PartGallery({ title, imageUrls }: PartGalleryProps) {
  if (imageUrls.length === 0) return <PartImage url={null} alt={title} className={rounded} />;
  return (
    <ul className={grid} data-count={Math.min(imageUrls.length, 5)}>
      {imageUrls.map((url, index) => (
        <li key={`${url}-${index}`} className={index === 0 ? first : undefined}>
          <a href={url} target="_blank" rel="noopener noreferrer" className={link}>
            <PartImage
              url={url}
              alt={OUR_TEXTS.photo(title, index + 1, imageUrls.length)}
              priority={index === 0}
              sizes={index === 0 ? GALLERY_SIZES.first : GALLERY_SIZES.rest}
              className={rounded}
            />
            <span className={css({ srOnly: true })}>{OUR_TEXTS.opensInNewTab}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

const rounded = css({ borderRadius: 'card' });
const grid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: '2',
  '&[data-count="1"] > li': { gridColumn: '1 / -1' },
});
const first = css({ gridColumn: '1 / -1' });
const link = css({
  display: 'block',
  borderRadius: 'card',
  _hover: { opacity: 0.92 },
});
