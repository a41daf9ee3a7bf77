import {
  type FitmentRow,
  type FitmentRowInput,
  type PartNumber,
  type PartNumberInput,
  type PartNumberSource,
  modelTokens,
  nameKey,
  partNumberKey,
  partNumberKeys,
  serialKey,
} from '@dockside/shared/fitment';

/**
 * A fitment row as boat_parts.fitment keeps it: the row as written, with the keys the catalogue compares
 * (`match`; the part_fitment trigger unpacks them into its indexed columns, Migration20261129000000PartFitment).
 */
export interface StoredFitmentRow extends FitmentRow {
  match: { make: string; model: string[]; serialFrom: string | null; serialTo: string | null };
}

/** A part number as boat_parts.part_numbers keeps it: with every key it is found by (partNumberKeys). */
export interface StoredPartNumber extends PartNumber {
  keys: string[];
}

export function toStoredFitment(rows: readonly FitmentRowInput[]): StoredFitmentRow[] {
  return rows.map((row) => ({
    engineMake: row.engineMake,
    engineModel: row.engineModel,
    hpFrom: row.hpFrom,
    hpTo: row.hpTo,
    yearFrom: row.yearFrom,
    yearTo: row.yearTo,
    serialFrom: row.serialFrom,
    serialTo: row.serialTo,
    note: row.note,
    match: {
      make: nameKey(row.engineMake),
      model: modelTokens(row.engineModel),
      serialFrom: serialKey(row.engineMake, row.serialFrom),
      serialTo: serialKey(row.engineMake, row.serialTo),
    },
  }));
}

/** `source`: who wrote them — the seller, or a moderator editing the listing. */
export function toStoredPartNumbers(numbers: readonly PartNumberInput[], source: PartNumberSource): StoredPartNumber[] {
  return numbers.map((n) => ({
    number: n.number,
    brand: n.brand,
    relation: n.relation,
    source,
    normalized: partNumberKey(n.number),
    keys: partNumberKeys(n.number, n.brand),
  }));
}

/** The response's rows: the stored ones without their keys. */
export const fromStoredFitment = (rows: readonly StoredFitmentRow[] | null | undefined): FitmentRow[] =>
  (rows ?? []).map(({ match: _match, ...row }) => row);

export const fromStoredPartNumbers = (numbers: readonly StoredPartNumber[] | null | undefined): PartNumber[] =>
  (numbers ?? []).map(({ keys: _keys, ...n }) => n);
