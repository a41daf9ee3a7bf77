import * as path from 'node:path';
import * as v from 'valibot';
import { type AppConfig, ConfigSchema } from './config.schema';

export type { AppConfig } from './config.schema';

/** Thrown for a bad setting; its message is one line naming the variable. */
export class ConfigError extends Error {}

/** Parses the environment once. Empty strings count as "not set", like most dotenv tools. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const input: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && value !== '') input[key] = value;
  }
  const result = v.safeParse(ConfigSchema, input);
  if (!result.success) {
    const issue = result.issues[0];
    const key = issue.path?.map((p) => p.key).join('.');
    const shown = key && typeof issue.input === 'string' ? ` (got "${issue.input}")` : '';
    throw new ConfigError(key ? `Invalid configuration: ${key} ${issue.message}${shown}` : `Invalid configuration: ${issue.message}`);
  }
  return { ...result.output, dataDir: path.resolve(result.output.dataDir) };
}

/** Nest injection token for the parsed config. */
export const APP_CONFIG = Symbol('APP_CONFIG');
