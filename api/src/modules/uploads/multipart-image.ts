import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { UPLOAD_LIMITS } from '@dockside/shared/listings';
import { ImageMissingException, ImageTooLargeException } from './uploads.exception';

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}

/** The bytes of the multipart field `image` (spec §7), at most 15 MB. */
export async function readImageField(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new ImageMissingException();
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: UPLOAD_LIMITS.maxBytes, files: 1, fields: 10, parts: 12 } });
  } catch (error) {
    if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw new ImageTooLargeException();
    throw new ImageMissingException();
  }
  if (!part || part.fieldname !== UPLOAD_LIMITS.fieldName) {
    part?.file.resume();
    throw new ImageMissingException();
  }
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw new ImageTooLargeException();
    throw error;
  }
  // toBuffer() looks at `truncated` only after each chunk it reads; when busboy marks the file truncated
  // after the last one, it returns the first 15 MB as if they were the whole file.
  if (part.file.truncated) throw new ImageTooLargeException();
  return bytes;
}
