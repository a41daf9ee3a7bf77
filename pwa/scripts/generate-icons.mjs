// Draws the Dockside logo (a white anchor over a sea-green wave) and renders the PWA icons with sharp.
// Run once after changing the artwork: `node scripts/generate-icons.mjs`; the outputs are committed.
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const NAVY = '#0b2545'; // navy.900, the header colour and manifest theme_color
const SEA = '#0b6b69'; // sea.700
const SEA_LIGHT = '#5fd4cf'; // sea.300
const WHITE = '#ffffff';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const iconsDir = fileURLToPath(new URL('../public/icons/', import.meta.url));

/** The anchor and wave, drawn on a 512 × 512 grid centred on (256, 256). */
const anchor = (stroke, wave) => `
  <g fill="none" stroke-linecap="round" stroke-linejoin="round">
    <g stroke="${stroke}" stroke-width="30">
      <circle cx="256" cy="112" r="38"/>
      <path d="M256 150 V392"/>
      <path d="M178 206 H334"/>
      <path d="M118 300 C130 372 186 404 256 404 C326 404 382 372 394 300"/>
      <path d="M88 326 L118 292 L150 322"/>
      <path d="M362 322 L394 292 L424 326"/>
    </g>
    ${wave ? `<path d="M96 456 q40 -26 80 0 t80 0 t80 0 t80 0" stroke="${wave}" stroke-width="20"/>` : ''}
  </g>`;

/** A square icon: background shape plus the anchor scaled about the centre. */
const icon = ({ background, radius, scale, stroke = WHITE, wave = SEA_LIGHT, size = 512 }) => `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="${size}" height="${size}" role="img" aria-label="Dockside">
  <title>Dockside</title>
  <rect width="512" height="512" rx="${radius}" fill="${background}"/>
  <g transform="translate(256 256) scale(${scale}) translate(-256 -256)">${anchor(stroke, wave)}</g>
</svg>
`;

const svgs = {
  // Purpose "any": rounded tile, anchor filling most of it.
  any: icon({ background: NAVY, radius: 96, scale: 0.86 }),
  // Purpose "maskable": full-bleed background, artwork inside the central 80 % safe zone (radius 204.8 px).
  maskable: icon({ background: NAVY, radius: 0, scale: 0.62 }),
  // iOS paints transparent corners black and rounds the tile itself: full bleed.
  apple: icon({ background: NAVY, radius: 0, scale: 0.74 }),
  // Header logo on the navy header: a sea-green tile so it stands out from the bar.
  logo: icon({ background: SEA, radius: 112, scale: 0.86, wave: NAVY }),
  // Fallback logo when logo.svg fails: the plain navy mark with a light outline, no wave.
  logoAlt: `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512" role="img" aria-label="Dockside">
  <title>Dockside</title>
  <circle cx="256" cy="256" r="240" fill="${NAVY}" stroke="${SEA_LIGHT}" stroke-width="24"/>
  <g transform="translate(256 256) scale(0.7) translate(-256 -256)">${anchor(WHITE, null)}</g>
</svg>
`,
};

await mkdir(iconsDir, { recursive: true });

const png = (svg, size, file) =>
  sharp(Buffer.from(svg), { density: 300 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(`${iconsDir}${file}`);

await Promise.all([
  png(svgs.any, 192, 'icon-192.png'),
  png(svgs.any, 512, 'icon-512.png'),
  png(svgs.maskable, 512, 'maskable-512.png'),
  png(svgs.apple, 180, 'apple-touch-icon.png'),
  writeFile(`${iconsDir}favicon.svg`, svgs.any),
  writeFile(`${publicDir}logo.svg`, svgs.logo),
  writeFile(`${publicDir}logo-alt.svg`, svgs.logoAlt),
]);

console.log('Icons written to public/ and public/icons/.');
