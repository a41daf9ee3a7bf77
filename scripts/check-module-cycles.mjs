#!/usr/bin/env node
// Checks the API's module graph (docs/architecture.md §4.1, docs/conventions.md §19): each folder
// `api/src/modules/<name>` is a module, and each relative import from a file of one module into a file of
// another is an edge. Fails (exit 1) on a cycle, printing the files that make each edge of it, and on any
// import of another module's non-public file — a module's public face is its `*.module.ts`, `*.service.ts`,
// `*.entity.ts` and `*.types.ts` (eslint-rules/api-module-faces.mjs holds the rule, which ESLint applies
// too). The floor (`common`, `database`, `config`, the bootstrap files) is not a node of the graph.
import fs from 'node:fs';
import path from 'node:path';
import { API_SRC as src, FACES_MESSAGE, breaksFace, importRef, moduleOf, resolveImport } from '../eslint-rules/api-module-faces.mjs';

function walk(dir) {
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...walk(full));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) files.push(full);
  }
  return files;
}

const IMPORT = /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

const edges = new Map(); // module → Map(module → [ "from → to" ])
const leaks = [];
// (the same import may appear twice in one file, e.g. a type and a value import: counted once)
const files = walk(src).filter((file) => !/\.spec\.ts$/.test(file));
for (const file of files) {
  const text = fs.readFileSync(file, 'utf8');
  const fromModule = moduleOf(file);
  for (const match of text.matchAll(IMPORT)) {
    const target = resolveImport(file, match[1] ?? match[2]);
    if (!target || !target.startsWith(src)) continue;
    const toModule = moduleOf(target);
    if (toModule === null || toModule === fromModule) continue;
    const ref = importRef(file, target);
    if (breaksFace(file, target)) leaks.push(ref);
    if (fromModule === null) continue;
    if (!edges.has(fromModule)) edges.set(fromModule, new Map());
    const targets = edges.get(fromModule);
    if (!targets.has(toModule)) targets.set(toModule, []);
    targets.get(toModule).push(ref);
  }
}

// Strongly connected components (Tarjan): every component with more than one module is a cycle.
let index = 0;
const indices = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const components = [];
function connect(v) {
  indices.set(v, index);
  low.set(v, index++);
  stack.push(v);
  onStack.add(v);
  for (const w of edges.get(v)?.keys() ?? []) {
    if (!indices.has(w)) {
      connect(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), indices.get(w)));
  }
  if (low.get(v) === indices.get(v)) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) components.push(component.sort());
  }
}
const modules = new Set(files.map(moduleOf).filter((m) => m !== null));
for (const m of [...modules].sort()) if (!indices.has(m)) connect(m);

let failed = false;
const leakList = [...new Set(leaks)].sort();
if (leakList.length) {
  console.error(`\n${leakList.length} import(s) of another module's non-public files: ${FACES_MESSAGE}.`);
  for (const leak of leakList) console.error(`  ${leak}`);
  failed = true;
}

if (components.length) {
  console.error(`\n${components.length} import cycle(s) between API modules:`);
  for (const component of components) {
    console.error(`\n  cycle: ${component.join(', ')}`);
    const members = new Set(component);
    for (const from of component) {
      for (const [to, refs] of edges.get(from) ?? []) {
        if (!members.has(to)) continue;
        console.error(`    ${from} → ${to}`);
        for (const ref of refs) console.error(`      ${ref}`);
      }
    }
  }
  failed = true;
}
if (failed) process.exit(1);
console.log(`API module graph: ${modules.size} modules, no cycle, no import of another module's non-public files.`);
