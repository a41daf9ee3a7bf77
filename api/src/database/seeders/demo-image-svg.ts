import { createHash } from 'node:crypto';
import type { PartCategory } from '@dockside/shared/listings';
import { CATEGORY_STYLE } from './demo-image-icons';

export const IMAGE_WIDTH = 800;
export const IMAGE_HEIGHT = 600;

const FONT = "font-family=\"'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif\"";

/** One picture to produce: its file name under uploads/seed and the SVG it is drawn from. */
export interface DemoImage {
  file: string;
  svg: string;
}

export interface PartImageSpec {
  category: PartCategory;
  title: string;
  brand: string | null;
  condition: string;
  /** 0 = main picture, 1 = "another angle", 2 = "detail". */
  variant: number;
}

/** Mixes a #rrggbb colour towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const target = amount > 0 ? 255 : 0;
  const mixed = channels.map((c) => Math.round(c + (target - c) * Math.abs(amount)));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** Greedy word wrap; the last line gets an ellipsis when the text does not fit. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= maxChars || !current) current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1];
  kept[maxLines - 1] = `${last.length > maxChars - 1 ? last.slice(0, maxChars - 1) : last}…`;
  return kept;
}

function textLines(lines: string[], x: number, y: number, size: number, lineHeight: number, anchor: 'start' | 'middle'): string {
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${y + i * lineHeight}" ${FONT} font-size="${size}" font-weight="bold" fill="#ffffff" text-anchor="${anchor}">${escapeXml(line)}</text>`,
    )
    .join('');
}

function chip(text: string, x: number, y: number, align: 'start' | 'end'): string {
  const width = Math.round(text.length * 10.5 + 28);
  const left = align === 'start' ? x : x - width;
  return (
    `<rect x="${left}" y="${y}" width="${width}" height="36" rx="18" fill="#000000" fill-opacity="0.28"/>` +
    `<text x="${left + width / 2}" y="${y + 24}" ${FONT} font-size="18" fill="#ffffff" text-anchor="middle">${escapeXml(text)}</text>`
  );
}

/** Flat colour with two soft shapes for depth (a gradient costs librsvg about twice the time). */
function background(colour: string, tone: number): string {
  return (
    `<rect width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" fill="${shade(colour, tone)}"/>` +
    `<circle cx="700" cy="90" r="260" fill="#ffffff" fill-opacity="0.06"/>` +
    `<path d="M0 560 q100 -30 200 0 t200 0 t200 0 t200 0 V600 H0 Z" fill="#000000" fill-opacity="0.12"/>`
  );
}

/**
 * A product-card picture drawn from shapes: category colour, category icon, brand and title.
 * Still informative where no fonts are installed (the text then simply renders nothing).
 */
export function renderPartSvg(spec: PartImageSpec): string {
  const { colour, icon } = CATEGORY_STYLE[spec.category];
  const brand = (spec.brand ?? 'Dockside').toUpperCase();
  let body: string;
  if (spec.variant === 1) {
    const paint = { fg: '#ffffff', accent: shade(colour, -0.2) };
    body =
      background(colour, 0.08) +
      `<g transform="translate(40 130) rotate(-12 170 170) scale(1.7)">${icon(paint)}</g>` +
      `<text x="430" y="200" ${FONT} font-size="22" letter-spacing="3" fill="#ffffff" fill-opacity="0.85">${escapeXml(brand)}</text>` +
      textLines(wrapText(spec.title, 16, 4), 430, 250, 30, 40, 'start') +
      chip(spec.condition, 430, 440, 'start');
  } else if (spec.variant === 2) {
    const paint = { fg: shade(colour, 0.75), accent: shade(colour, -0.35) };
    body =
      background(colour, -0.3) +
      `<g transform="translate(250 -20) scale(2.8) rotate(20 100 100)">${icon(paint)}</g>` +
      `<rect x="0" y="470" width="${IMAGE_WIDTH}" height="130" fill="#000000" fill-opacity="0.35"/>` +
      `<text x="40" y="515" ${FONT} font-size="20" letter-spacing="3" fill="#ffffff" fill-opacity="0.85">${escapeXml(`${brand} · DETAIL`)}</text>` +
      textLines(wrapText(spec.title, 40, 1), 40, 560, 30, 36, 'start');
  } else {
    const paint = { fg: '#ffffff', accent: shade(colour, -0.25) };
    body =
      background(colour, -0.05) +
      `<g transform="translate(270 80) scale(1.3)">${icon(paint)}</g>` +
      chip(spec.category, 28, 28, 'start') +
      chip(spec.condition, IMAGE_WIDTH - 28, 28, 'end') +
      `<rect x="0" y="410" width="${IMAGE_WIDTH}" height="190" fill="#000000" fill-opacity="0.3"/>` +
      `<text x="400" y="455" ${FONT} font-size="22" letter-spacing="3" fill="#ffffff" fill-opacity="0.85" text-anchor="middle">${escapeXml(brand)}</text>` +
      textLines(wrapText(spec.title, 32, 2), 400, 505, 36, 46, 'middle');
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" viewBox="0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}">${body}</svg>`;
}

/** A round avatar with initials for the members directory. */
export function renderAvatarSvg(fullName: string, colour: string): string {
  const initials = fullName
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">` +
    `<rect width="256" height="256" fill="${colour}"/><circle cx="128" cy="128" r="100" fill="none" stroke="#ffffff" stroke-opacity="0.3" stroke-width="6"/>` +
    `<text x="128" y="160" ${FONT} font-size="96" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(initials)}</text></svg>`
  );
}

/** Short content hash for file names, so an existing file can be trusted to be the right picture. */
export function contentHash(text: string): string {
  return createHash('sha1').update(text).digest('hex').slice(0, 10);
}
