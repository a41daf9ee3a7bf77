// `npm run dev`: the API in watch mode (tsc --watch + node --watch) and Vite with hot reload.
// Vite (http://localhost:5173) proxies /api, /uploads and /socket.io to the API on PORT (3000).
import { spawn, spawnSync } from 'node:child_process';

const children = [];
const run = (name, command, args, extraEnv = {}) => {
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...extraEnv } });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[dev] ${name} exited (${signal ?? code}); stopping the rest`);
      stop(1);
    }
  });
  children.push(child);
  return child;
};

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 8000).unref();
  Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.on('exit', r))))).then(() => process.exit(code));
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const build = (project) => spawnSync('npx', ['tsc', '-p', `${project}/tsconfig.build.json`], { stdio: 'inherit' });
if (build('shared').status !== 0 || build('api').status !== 0) process.exit(1);

run('shared (tsc --watch)', 'npx', ['tsc', '-p', 'shared/tsconfig.build.json', '--watch', '--preserveWatchOutput']);
run('api (tsc --watch)', 'npx', ['tsc', '-p', 'api/tsconfig.build.json', '--watch', '--preserveWatchOutput']);
run('api (node --watch)', process.execPath, ['--watch-path=api/dist', '--watch-path=shared/dist', 'api/dist/main.js'], {
  NODE_ENV: 'development',
});
run('pwa (vite)', 'npm', ['run', 'dev', '-w', '@dockside/pwa']);
console.log('[dev] PWA with hot reload: http://localhost:5173 (API on http://localhost:' + (process.env.PORT ?? 3000) + ')');
