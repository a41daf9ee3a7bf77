import { LISTING_LIMITS } from '@dockside/shared/listings';
import { useId, useState, type ChangeEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { CloseIcon } from '@/components/icons';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { uploadImage } from '../api/upload-image';
import { LISTING_TEXTS, OUR_TEXTS } from '../listings.constants';
import { isLocalPhoto, keepPhotoOnDevice } from '../stores/listing-outbox';
import { thumbnailUrl } from '../utils/image-sources';
import { LocalPhoto } from './local-photo';
import { PartImage } from './part-image';
import { iconButtonStyles } from '@/components/ui/icon-button';

interface ImageUploaderProps {
  imageUrls: readonly string[];
  onAdd: (url: string) => void;
  onRemove: (index: number) => void;
  /** Reports uploads in progress (the form waits for them before it submits). */
  onBusyChange?: (busy: boolean) => void;
  /** Whose device storage keeps photos taken offline. */
  userId: number;
  /** Marks the file input invalid, so a failed submit moves focus to it (useSchemaForm). */
  error?: string;
}

/** Shrinks a photo on the device first; the compressor is its own chunk, loaded on the first photo. */
async function preparePhoto(file: File): Promise<{ blob: Blob; fileName: string }> {
  const { compressImage } = await import('../utils/compress-image');
  return compressImage(file);
}

/**
 * Spec §2 Images card: an 'Add Image' tile for image files (camera or gallery on phones: `accept` only,
 * no `capture`, so the gallery stays available) and a removable thumbnail per image.
 */
export function ImageUploader({ imageUrls, onAdd, onRemove, onBusyChange, userId, error }: ImageUploaderProps) {
  const inputId = useId();
  const errorId = useId();
  const [uploading, setUploading] = useState(0);
  const remaining = LISTING_LIMITS.maxImages - imageUrls.length - uploading;

  const upload = async (file: File): Promise<string | null> => {
    toast({ title: LISTING_TEXTS.uploadingTitle, description: LISTING_TEXTS.uploadingDescription, type: 'loading' });
    let prepared: { blob: Blob; fileName: string } | undefined;
    try {
      if (!file.type.startsWith('image/') && file.type !== '') throw new Error('Not an image');
      prepared = await preparePhoto(file);
      if (!navigator.onLine) throw new TypeError('offline');
      const { url } = await uploadImage(prepared.blob, prepared.fileName);
      toast({ title: LISTING_TEXTS.uploadedTitle, description: LISTING_TEXTS.uploadedDescription, type: 'success' });
      return url;
    } catch (error) {
      // No connection (not a refusal by the server): the photo waits on the device and goes with the listing.
      if (prepared && !(error instanceof ApiError)) {
        try {
          const local = await keepPhotoOnDevice(userId, prepared.blob, prepared.fileName);
          toast({ title: OUR_TEXTS.savedOnDeviceTitle, description: OUR_TEXTS.photoKeptOnDevice, type: 'info' });
          return local;
        } catch (storageError) {
          console.error('Keeping the photo on the device failed', storageError);
        }
      }
      toast({ title: LISTING_TEXTS.uploadFailedTitle, description: LISTING_TEXTS.uploadFailedDescription, type: 'error' });
      return null;
    }
  };

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []).slice(0, Math.max(0, remaining));
    // Let the same file be picked again after a failure or a removal.
    event.target.value = '';
    if (files.length === 0) return;
    setUploading((count) => count + files.length);
    onBusyChange?.(true);
    // One at a time: on a weak connection parallel uploads only make all of them slow.
    for (const file of files) {
      const url = await upload(file);
      setUploading((count) => count - 1);
      if (url) onAdd(url);
    }
    onBusyChange?.(false);
  };

  return (
    <div className={wrapper}>
      <ul className={grid}>
        {imageUrls.map((url, index) => (
          <li key={`${url}-${index}`} className={thumb}>
            {isLocalPhoto(url) ? (
              <LocalPhoto url={url} alt={OUR_TEXTS.listingImage(index + 1)} className={rounded} />
            ) : (
              <PartImage url={thumbnailUrl(url)} alt={OUR_TEXTS.listingImage(index + 1)} className={rounded} eager />
            )}
            <button type="button" className={removeButton} aria-label={OUR_TEXTS.removeImage(index + 1)} onClick={() => onRemove(index)}>
              <CloseIcon width={20} height={20} />
            </button>
          </li>
        ))}
        {Array.from({ length: uploading }, (_, index) => (
          <li key={`uploading-${index}`} className={cx(thumb, pending)} role="status">
            <Spinner size="lg" />
            <span className={css({ fontSize: 'sm' })}>{OUR_TEXTS.uploadingPhoto}</span>
          </li>
        ))}
        {remaining > 0 ? (
          <li>
            <label htmlFor={inputId} className={tile} data-invalid={error ? '' : undefined}>
              <input
                id={inputId}
                type="file"
                accept="image/*"
                multiple
                className={css({ srOnly: true })}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={onFiles}
              />
              <PlusIcon />
              <span>{LISTING_TEXTS.addImage}</span>
            </label>
          </li>
        ) : null}
      </ul>
      <p className={hint}>{OUR_TEXTS.imagesHint}</p>
      {error ? (
        <p id={errorId} className={errorText}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function PlusIcon() {
  return (
    <svg width="32" height="32" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M12 5v14M5 12h14" />
    </svg>
  );
}

const wrapper = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  gap: '3',
});
const thumb = css({ position: 'relative' });
const rounded = css({ borderRadius: 'control' });
const pending = css({
  aspectRatio: '4 / 3',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2',
  bg: 'bg.muted',
  borderRadius: 'control',
  color: 'fg.muted',
});
const removeButton = cx(iconButtonStyles({ tone: 'overlay' }), css({ position: 'absolute', top: '1', insetEnd: '1' }));
const tile = css({
  aspectRatio: '4 / 3',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '1',
  borderWidth: '2px',
  borderStyle: 'dashed',
  borderColor: 'border.strong',
  borderRadius: 'control',
  color: 'accent.text',
  fontWeight: 'semibold',
  cursor: 'pointer',
  bg: 'bg',
  _hover: { bg: 'accent.subtle', borderColor: 'accent' },
  '&[data-invalid]': { borderColor: 'danger' },
  '&:focus-within': { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});
const hint = css({ fontSize: 'sm', color: 'fg.muted' });
const errorText = css({ fontSize: 'sm', color: 'danger', fontWeight: 'medium' });
