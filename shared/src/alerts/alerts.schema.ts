import * as v from 'valibot';
import {
  ALERT_FREQUENCIES,
  ALERT_TEXTS,
  PUSH_LIMITS,
  PUSH_MESSAGES,
  SAVED_SEARCH_LIMITS as L,
  SAVED_SEARCH_MESSAGES as M,
} from './alerts.constants';

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

const base64url = (length: number) =>
  v.pipe(v.string(PUSH_MESSAGES.invalid), v.length(length, PUSH_MESSAGES.invalid), v.regex(/^[A-Za-z0-9_-]+$/, PUSH_MESSAGES.invalid));
const Endpoint = v.pipe(
  v.string(PUSH_MESSAGES.invalid),
  v.maxLength(PUSH_LIMITS.endpointMax, PUSH_MESSAGES.invalid),
  v.check((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), PUSH_MESSAGES.invalid),
);

/** POST /api/push/subscriptions: a device's `PushSubscription.toJSON()`. */
export const PushSubscriptionSchema = v.object({
  endpoint: Endpoint,
  expirationTime: v.optional(v.nullable(v.number(PUSH_MESSAGES.invalid))),
  keys: v.object({ p256dh: base64url(PUSH_LIMITS.p256dhLength), auth: base64url(PUSH_LIMITS.authLength) }, PUSH_MESSAGES.invalid),
});
export type PushSubscriptionInput = v.InferOutput<typeof PushSubscriptionSchema>;

/** DELETE /api/push/subscriptions: the device's endpoint. */
export const DeletePushSubscriptionSchema = v.object({ endpoint: Endpoint });

/** POST /api/alerts/unsubscribe: the token of an alert e-mail's link. */
export const AlertUnsubscribeSchema = v.object({
  token: v.pipe(v.string(ALERT_TEXTS.unsubscribeInvalid), v.maxLength(200, ALERT_TEXTS.unsubscribeInvalid)),
});
