import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { isInappropriateUsername } from '../../src/modules/accounts/policies/username.policy';
import type { TestClient } from './http-client';
// The listing the tests and the fault runs (scripts/test-faults.mjs) post: one valid body of spec §7.
import LISTING from '../fixtures/listing.json';

/**
 * A random hex tag for unique usernames. Re-drawn while the username policy would refuse it: the
 * word filter reads digits as letters (leetspeak), so a random tag can spell a refused word.
 */
export function usernameTag(prefix: string, bytes = 4): string {
  for (;;) {
    const tag = randomBytes(bytes).toString('hex');
    if (!isInappropriateUsername(`${prefix}${tag}`)) return tag;
  }
}

/** A valid general sign-up payload (spec §3) with unique username and e-mail; override any field. */
export function registrationFactory(overrides: Record<string, unknown> = {}) {
  const tag = usernameTag('sailor_');
  return {
    username: `sailor_${tag}`,
    fullName: 'Robin Hale',
    email: `robin.${tag}@example.com`,
    password: 'Tr1m-the-jib!',
    company: '',
    newsletterSubscribed: true,
    recaptchaToken: 'dev-token',
    ...overrides,
  };
}

/**
 * A valid POST /api/boat-parts body (spec §7: price a number, year an integer or absent); override
 * any field. `imageUrls` must hold URLs issued by POST /api/upload-image to the same user.
 */
export function listingFactory(imageUrls: string[], overrides: Record<string, unknown> = {}) {
  const tag = randomBytes(3).toString('hex');
  return {
    title: `Lewmar winch handle ${tag}`,
    ...LISTING,
    contactEmail: `seller.${tag}@example.com`,
    imageUrls,
    ...overrides,
  };
}

/** A real JPEG made with sharp (solid colour unless overridden); `exif` adds EXIF tags such as GPS. */
export async function jpegFactory(
  options: { width?: number; height?: number; exif?: sharp.Exif; orientation?: number } = {},
): Promise<Buffer> {
  let image = sharp({
    create: { width: options.width ?? 800, height: options.height ?? 600, channels: 3, background: { r: 20, g: 90, b: 160 } },
  }).jpeg({ quality: 85 });
  if (options.exif) image = image.withExif(options.exif);
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toBuffer();
}

/** POST /api/upload-image as the browser sends it: multipart with one field named `image`. */
export async function uploadImage(
  client: TestClient,
  body: Buffer | Uint8Array,
  options: { filename?: string; type?: string; field?: string } = {},
): Promise<{ status: number; body: Record<string, unknown> & { url?: string; message?: string; code?: string } }> {
  const form = new FormData();
  form.append(options.field ?? 'image', new Blob([body], { type: options.type ?? 'image/jpeg' }), options.filename ?? 'photo.jpg');
  const res = await fetch(`${client.baseUrl}/api/upload-image`, {
    method: 'POST',
    body: form,
    headers: { 'x-forwarded-for': client.ip, ...(client.cookie ? { cookie: client.cookie } : {}) },
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {} };
}

/** A valid POST /api/expert-questions body (spec §5: title 10–100, details 20–2000, one of the 11 categories). */
export function questionFactory(overrides: Record<string, unknown> = {}) {
  const tag = randomBytes(3).toString('hex');
  return {
    title: `How do I bleed a Volvo D2-40 fuel system? ${tag}`,
    content: 'The engine died after a filter change and will not restart. Which screws do I open, and in what order?',
    category: 'Maintenance',
    ...overrides,
  };
}

/** A valid POST /api/expert-answers body for `questionId` (spec §5: content at least 20 characters). */
export function answerFactory(questionId: number, overrides: Record<string, unknown> = {}) {
  return {
    content: 'Open the bleed screw on the filter housing first, then the injection pump, pumping the lift lever.',
    isExpert: false,
    questionId,
    ...overrides,
  };
}

/** A valid POST /api/saved-searches body: a name, a catalogue query string, a frequency; override any field. */
export function savedSearchFactory(overrides: Record<string, unknown> = {}) {
  const tag = randomBytes(3).toString('hex');
  return {
    name: `F115 impeller ${tag}`,
    query: 'q=impeller&category=Engines+%26+Motors&maxPrice=80',
    frequency: 'instant',
    ...overrides,
  };
}
