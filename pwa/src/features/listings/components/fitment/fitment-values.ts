import type { FitmentRow, PartSpec } from '@dockside/shared/fitment';

/** A fitment row as the form holds it: text for every field (the schema reads the numbers). */
export type FitmentRowValues = { [K in keyof FitmentRow]: string };
/** A specification as the form holds it. */
export type SpecValues = { [K in keyof PartSpec]: string };
/** A part number as the form holds it: number, brand and relation (the source and key are the server's). */
export type PartNumberValues = { [K in 'number' | 'brand' | 'relation']: string };

export const emptyFitmentRow = (): FitmentRowValues => ({
  engineMake: '',
  engineModel: '',
  hpFrom: '',
  hpTo: '',
  yearFrom: '',
  yearTo: '',
  serialFrom: '',
  serialTo: '',
  note: '',
});
export const emptySpec = (key = '', unit = ''): SpecValues => ({ key, value: '', unit });
export const emptyPartNumber = (relation = 'own'): PartNumberValues => ({ number: '', brand: '', relation });

const asText = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** Rows of a stored body or a draft (numbers, nulls, missing keys) as the form's text rows; anything else is dropped. */
function rowsOf<R extends Record<string, string>>(rows: unknown, empty: () => R): R[] {
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row: unknown) => {
    if (typeof row !== 'object' || row === null) return [];
    const values = empty();
    for (const key of Object.keys(values) as Array<keyof R & string>) {
      const value = (row as Record<string, unknown>)[key];
      if (value !== undefined) values[key] = asText(value) as R[typeof key];
    }
    return [values];
  });
}

/** The fitment, specs and part numbers of a listing, a queued body or a draft, as the form holds them. */
export function fitmentValuesOf(source: { fitment?: unknown; specs?: unknown; partNumbers?: unknown }) {
  return {
    fitment: rowsOf(source.fitment, emptyFitmentRow),
    specs: rowsOf(source.specs, () => emptySpec()),
    partNumbers: rowsOf(source.partNumbers, () => emptyPartNumber()),
  };
}

/** What the part fits (docs/decisions.md "Fitment"), as the listing form holds it: application rows, specifications, part numbers. */
export type FitmentLists = {
  fitment: FitmentRowValues[];
  specs: SpecValues[];
  partNumbers: PartNumberValues[];
};

export type FitmentListName = keyof FitmentLists;

/** A list, or a field of one of its rows ('fitment.0.hpFrom'). */
export type FitmentPath = FitmentListName | `${FitmentListName}.${string}`;
