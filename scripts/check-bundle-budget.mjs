// Bundle budget (ARCHITECTURE.md §7): the JavaScript the first route needs — the entry script, the
// chunks index.html preloads and the home screen's chunk — must stay ≤ 150 KB gzip, and every lazily loaded chunk ≤ 60 KB gzip.
// Run after `npm run build`; fails with the sizes listed.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const INITIAL_BUDGET = 150 * 1024;
const LAZY_BUDGET = 60 * 1024;
const dist = path.resolve(import.meta.dirname, '../pwa/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
// The home screen is a lazy route chunk, but the first route (/) needs it too.
for (const name of readdirSync(path.join(dist, 'assets'))) if (/^home-[\w-]+\.js$/.test(name)) initial.add(`assets/${name}`);
const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const rows = [];
let initialTotal = 0;
const failures = [];
for (const name of readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'))) {
  const file = `assets/${name}`;
  const size = gz(file);
  const isInitial = initial.has(file);
  if (isInitial) initialTotal += size;
  else if (size > LAZY_BUDGET) failures.push(`lazy chunk ${file} is ${kb(size)} gzip (budget ${kb(LAZY_BUDGET)})`);
  rows.push({ file, gzip: kb(size), kind: isInitial ? 'initial' : 'lazy' });
}
if (initialTotal > INITIAL_BUDGET) failures.push(`first-route JavaScript is ${kb(initialTotal)} gzip (budget ${kb(INITIAL_BUDGET)})`);
rows.sort((a, b) => (a.kind === b.kind ? a.file.localeCompare(b.file) : a.kind === 'initial' ? -1 : 1));
console.table(rows);
console.log(`first-route JavaScript: ${kb(initialTotal)} gzip of ${kb(INITIAL_BUDGET)}`);
if (failures.length) {
  console.error(`Bundle budget exceeded:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
