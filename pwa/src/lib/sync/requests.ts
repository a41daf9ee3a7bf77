import type { JsonBody } from '../api-client';
import { db } from '../db/database';
import type { OutboxItem, PhotoRef } from './outbox.types';

/** The HTTP request an outbox item becomes (its Idempotency-Key is added by the engine). */
export interface OutboxRequest {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: JsonBody | FormData;
  headers?: Record<string, string>;
}

/** A dependency's answer, e.g. the `{ url }` of an upload a listing waits for. */
export type ResultOf = (id: string) => unknown;

/** Turns the photos of a queued listing into the URLs the server issued for them. */
export function resolvePhotos(photos: readonly PhotoRef[], resultOf: ResultOf): string[] {
  return photos.map((photo) => {
    if ('url' in photo) return photo.url;
    const uploaded = resultOf(photo.uploadId) as { url?: unknown } | undefined;
    if (typeof uploaded?.url !== 'string') throw new Error(`Upload ${photo.uploadId} has no URL yet`);
    return uploaded.url;
  });
}

const ifMatch = (version: number | undefined): Record<string, string> => (version === undefined ? {} : { 'If-Match': `"${version}"` });

/** Spec §7 calls, one per operation. */
export async function requestFor(item: OutboxItem, resultOf: ResultOf): Promise<OutboxRequest> {
  const { op } = item;
  switch (op.type) {
    case 'upload-photo': {
      const photo = await db.photos.get(op.photoId);
      if (!photo) throw new MissingPhotoError();
      const form = new FormData();
      form.append('image', photo.blob, photo.fileName);
      return { method: 'POST', path: '/api/upload-image', body: form };
    }
    case 'create-listing':
      return { method: 'POST', path: '/api/boat-parts', body: { ...op.listing, imageUrls: resolvePhotos(op.photos, resultOf) } };
    case 'update-listing':
      return {
        method: 'PUT',
        path: `/api/boat-parts/${op.partId}`,
        body: { ...op.listing, imageUrls: resolvePhotos(op.photos, resultOf) },
        headers: ifMatch(op.version),
      };
    case 'delete-listing':
      return { method: 'DELETE', path: `/api/boat-parts/${op.partId}`, headers: ifMatch(op.version) };
    case 'post-answer':
      return {
        method: 'POST',
        path: '/api/expert-answers',
        body: { content: op.content, isExpert: op.isExpert, questionId: op.questionId },
      };
    case 'post-question':
      return { method: 'POST', path: '/api/expert-questions', body: { title: op.title, content: op.content, category: op.category } };
    case 'vote-question':
      return { method: 'POST', path: `/api/expert-questions/${op.questionId}/vote`, body: { increment: op.increment } };
    case 'vote-answer':
      return { method: 'POST', path: `/api/expert-answers/${op.answerId}/vote`, body: { increment: op.increment } };
    case 'save-part':
      return { method: op.saved ? 'PUT' : 'DELETE', path: `/api/saved-parts/${op.partId}` };
    case 'set-listing-status':
      return { method: 'PATCH', path: `/api/boat-parts/${op.partId}/status`, body: { status: op.status } };
    case 'report':
      return { method: 'POST', path: '/api/reports', body: { ...op.report } };
    case 'create-saved-search':
      return { method: 'POST', path: '/api/saved-searches', body: { ...op.search } };
    case 'update-saved-search':
      return { method: 'PATCH', path: `/api/saved-searches/${op.searchId}`, body: { ...op.changes } };
    case 'delete-saved-search':
      return { method: 'DELETE', path: `/api/saved-searches/${op.searchId}` };
  }
}

/** The photo of a queued upload is gone from the device (storage cleared): the upload cannot be sent. */
export class MissingPhotoError extends Error {
  override readonly name = 'MissingPhotoError';
  constructor() {
    super('The photo was removed from this device before it could be sent. Please add it again.');
  }
}
