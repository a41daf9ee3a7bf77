import { UPLOAD_LIMITS, type UploadedImage } from '@dockside/shared/listings';
import { apiRequest } from '@/lib/api-client';

/** POST /api/upload-image: multipart with one field named `image`; answers `{ url }` (the largest variant). */
export function uploadImage(file: Blob, fileName: string): Promise<UploadedImage> {
  const form = new FormData();
  form.append(UPLOAD_LIMITS.fieldName, file, fileName);
  return apiRequest<UploadedImage>('POST', '/api/upload-image', form);
}
