import * as v from 'valibot';

/** The first message per top-level field, or an empty object when `values` pass `schema`. */
export function fieldErrors(schema: v.GenericSchema, values: unknown): Record<string, string> {
  const result = v.safeParse(schema, values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = String(issue.path?.[0]?.key ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}
