import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo } from 'react';
import { css, cx } from 'styled-system/css';
import { db } from '@/lib/db/database';
import { LOCAL_PHOTO_PREFIX } from '../stores/listing-outbox';

/** A photo still on the device (`local:<id>`, not uploaded yet), shown from its saved blob. */
export function LocalPhoto({ url, alt, className }: { url: string; alt: string; className?: string }) {
  const photo = useLiveQuery(() => db.photos.get(url.slice(LOCAL_PHOTO_PREFIX.length)), [url]);
  const src = useMemo(() => (photo ? URL.createObjectURL(photo.blob) : null), [photo]);
  useEffect(() => () => (src ? URL.revokeObjectURL(src) : undefined), [src]);
  return src ? (
    <img src={src} alt={alt} className={cx(image, className)} />
  ) : (
    <span className={cx(image, placeholder, className)} role="img" aria-label={alt} />
  );
}

const image = css({ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover' });
const placeholder = css({ bg: 'bg.muted' });
