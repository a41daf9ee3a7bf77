// Command-line options of the scripts in scripts/: `--name value` and `--name` alone.
import { readFileSync } from 'node:fs';

export const args = process.argv.slice(2);

/** The value after `--name`, or `fallback` when the option is absent or has no value. */
export const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};

/** Whether `--name` was given. */
export const flag = (name) => args.includes(`--${name}`);

// `--help`: the script's leading comment says what it does and which options it takes; print it and stop
// before anything starts.
if (flag('help')) {
  const lines = readFileSync(process.argv[1], 'utf8').split('\n');
  const start = lines.findIndex((line) => line.startsWith('//'));
  const end = lines.findIndex((line, i) => i > start && !line.startsWith('//'));
  process.stdout.write(
    `${lines
      .slice(start, end === -1 ? undefined : end)
      .map((line) => line.replace(/^\/\/ ?/, ''))
      .join('\n')}\n`,
  );
  process.exit(0);
}
