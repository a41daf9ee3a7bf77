import * as v from 'valibot';
import { ALERT_FREQUENCIES, SAVED_SEARCH_LIMITS as L, SAVED_SEARCH_MESSAGES as M } from './alerts.constants';

const Name = v.pipe(v.string(M.nameRequired), v.trim(), v.nonEmpty(M.nameRequired), v.maxLength(L.nameMax, M.nameMax));
const Frequency = v.picklist(ALERT_FREQUENCIES, M.frequency);

/**
 * POST /api/saved-searches. `query` is the catalogue's own query string (the parameters of GET
 * /api/boat-parts, without a leading '?'); the API checks it with the catalogue's parser (400 naming the
 * parameter) and keeps it normalised.
 */
export const CreateSavedSearchSchema = v.object({
  // A missing name reads like an empty one (valibot's own message for a missing key names no field).
  name: v.pipe(v.optional(v.string(M.nameRequired), ''), v.trim(), v.nonEmpty(M.nameRequired), v.maxLength(L.nameMax, M.nameMax)),
  query: v.pipe(v.string(M.queryInvalid), v.trim(), v.maxLength(L.queryMax, M.queryMax)),
  frequency: v.optional(Frequency, 'instant'),
});
export type CreateSavedSearchInput = v.InferOutput<typeof CreateSavedSearchSchema>;

/** PATCH /api/saved-searches/{id}: rename, change frequency, pause or resume. */
export const UpdateSavedSearchSchema = v.object({
  name: v.optional(Name),
  frequency: v.optional(Frequency),
  paused: v.optional(v.boolean(M.paused)),
});
export type UpdateSavedSearchInput = v.InferOutput<typeof UpdateSavedSearchSchema>;
