import * as v from 'valibot';

// What the schema specs read from a parse: the messages a person would see. Not exported by the
// package (no entry in package.json "exports"): for the specs beside the schemas only.

/** Every message of a failed parse, in order (none when it passes). */
export function messages(schema: v.GenericSchema, input: unknown): string[] {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
}

/** The first message of a failed parse (undefined when it passes). */
export const firstMessage = (schema: v.GenericSchema, input: unknown): string | undefined => messages(schema, input)[0];

/** The message valibot reports for `path` (undefined when that field passes). */
export function messageFor(schema: v.GenericSchema, input: unknown, path: string): string | undefined {
  const result = v.safeParse(schema, input);
  if (result.success) return undefined;
  return result.issues.find((i) => (i.path?.map((p) => p.key).join('.') ?? '') === path)?.message;
}
