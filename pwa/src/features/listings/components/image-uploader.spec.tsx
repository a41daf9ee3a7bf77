import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '@/components/ui/toast-region';
import { Toaster } from '@/components/ui/toaster';
import { stubApi } from '../test/boat-part.factory';
import { ImageUploader } from './image-uploader';

// The canvas work needs a real browser; here the compressor hands the file through unchanged.
vi.mock('../utils/compress-image', () => ({
  compressImage: async (file: File) => ({ blob: file, fileName: file.name.replace(/\.\w+$/, '.webp') }),
}));

afterEach(() => {
  act(() => toaster.remove());
});

const photo = (name = 'winch.jpg') => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

function renderUploader(imageUrls: string[] = []) {
  const onAdd = vi.fn();
  const onRemove = vi.fn();
  render(
    <>
      <ImageUploader userId={7} imageUrls={imageUrls} onAdd={onAdd} onRemove={onRemove} />
      <Toaster />
    </>,
  );
  const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
  return { onAdd, onRemove, input };
}

describe('ImageUploader', () => {
  it("uploads a picked photo as the multipart field 'image' and reports 'Image uploaded'", async () => {
    let sentName = '';
    vi.stubGlobal(
      'fetch',
      vi.fn(
        stubApi({
          'POST /api/upload-image': async (request) => {
            const file = (await request.formData()).get('image') as File;
            sentName = file.name;
            return Response.json({ url: '/uploads/u7/new-1280.webp', variants: [] }, { status: 201 });
          },
        }),
      ),
    );
    const { onAdd, input } = renderUploader();
    fireEvent.change(input, { target: { files: [photo()] } });
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith('/uploads/u7/new-1280.webp'));
    expect(sentName).toBe('winch.webp');
    expect(await screen.findByText('Image uploaded')).toBeTruthy();
    expect(screen.getByText('Your image has been uploaded successfully.')).toBeTruthy();
  });

  it("says 'Upload failed' when the server refuses the photo", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(stubApi({ 'POST /api/upload-image': () => Response.json({ message: 'Images can be at most 15 MB' }, { status: 413 }) })),
    );
    const { onAdd, input } = renderUploader();
    fireEvent.change(input, { target: { files: [photo()] } });
    expect(await screen.findByText('Upload failed')).toBeTruthy();
    expect(screen.getByText('Failed to upload image. Please try again.')).toBeTruthy();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('shows a removable thumbnail per image, with a placeholder for a broken one', () => {
    const { onRemove } = renderUploader(['/uploads/u7/a-1280.webp', '/uploads/u7/b-1280.webp']);
    const second = screen.getByRole('img', { name: 'Listing image 2' });
    expect(second.getAttribute('src')).toBe('/uploads/u7/b-320.webp');
    fireEvent.error(second);
    expect(screen.getByRole('img', { name: 'Listing image 2: Image unavailable' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(onRemove).toHaveBeenCalledWith(0);
  });
});
