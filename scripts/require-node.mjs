// Stops `npm start`, `npm test`, `npm run dev` and `npm run admin` at once, with one line, when the
// Node.js or npm running them is older than package.json's `engines`. Written to run on any Node that
// can load an ES module (no newer syntax or API), since its whole job is to run on the wrong one.
import { readFileSync } from 'node:fs';

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const minimum = (range) => Number(/(\d+)/.exec(range)[1]);
const major = (version) => Number(String(version).replace(/^v/, '').split('.')[0]);

const needNode = minimum(engines.node);
const needNpm = minimum(engines.npm);
// npm puts its own version in the environment of every script it runs.
const npmVersion = (/\bnpm\/(\d+[.\d]*)/.exec(process.env.npm_config_user_agent || '') || [])[1];

let problem = '';
if (major(process.version) < needNode) problem = `Node.js ${process.version}`;
else if (npmVersion && major(npmVersion) < needNpm) problem = `npm ${npmVersion}`;

if (problem) {
  process.stderr.write(
    `Dockside needs Node.js >= ${needNode} and npm >= ${needNpm}, but this is ${problem}: ` +
      `see "Requirements" in README.md for Node.js 24 from the npm registry.\n`,
  );
  process.exit(1);
}
