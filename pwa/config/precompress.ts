import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(?:js|css|svg|json)$/;

/**
 * Writes `<file>.br` and `<file>.gz` next to every text file of `dist/assets` (1 KB or more): the API
 * serves them to browsers that accept them (@fastify/static `preCompressed`), so the app's JavaScript
 * travels compressed without compressing on every request. Only hashed assets: the shell, the service
 * worker and the manifest keep their own cache rules (api/src/common/http/static-files.ts).
 */
export function precompress(): Plugin {
  let assetsDir = '';
  return {
    name: 'dockside:precompress',
    apply: 'build',
    configResolved(config) {
      assetsDir = path.resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    async writeBundle() {
      const names = await readdir(assetsDir).catch(() => [] as string[]);
      await Promise.all(
        names
          .filter((name) => COMPRESSIBLE.test(name))
          .map(async (name) => {
            const file = path.join(assetsDir, name);
            const body = await readFile(file);
            if (body.length < 1024) return;
            await writeFile(`${file}.br`, await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
            await writeFile(`${file}.gz`, await gz(body, { level: 9 }));
          }),
      );
    },
  };
}
