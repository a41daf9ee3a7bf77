import * as v from 'valibot';
import { idValueSchema } from '../common/id.schema';
import { COMMUNITY_LIMITS as L, COMMUNITY_MESSAGES as M, QUESTION_CATEGORIES } from './community.constants';

/*
 * One schema per payload (docs/conventions.md §4). The ask and answer forms validate with the same
 * schemas the API pipes use, so a message the form shows is the one the server would send.
 */

/** A missing required field is treated as empty, so the client sees the field's own message. */
const required = <T extends v.GenericSchema<unknown, unknown>>(schema: T) => v.optional(schema, '');

/**
 * A required non-text field: a missing key is validated as null, so it reports the field's own message
 * instead of valibot's "Invalid key".
 */
const requiredValue = <T extends v.GenericSchema>(schema: T) => v.optional(schema, () => null as v.InferInput<T>);

export const QuestionTitleSchema = v.pipe(
  v.string(M.titleMin),
  v.trim(),
  v.minLength(L.titleMin, M.titleMin),
  v.maxLength(L.titleMax, M.titleMax),
);

export const QuestionContentSchema = v.pipe(
  v.string(M.contentMin),
  v.trim(),
  v.minLength(L.contentMin, M.contentMin),
  v.maxLength(L.contentMax, M.contentMax),
);

/** One of the 11 selectable categories (spec §3), exactly as listed. */
export const QuestionCategorySchema = v.picklist(QUESTION_CATEGORIES, M.category);

/** POST /api/expert-questions and the ask form (spec §5 "Expert question"). */
export const CreateQuestionSchema = v.object({
  title: required(QuestionTitleSchema),
  content: required(QuestionContentSchema),
  category: required(QuestionCategorySchema),
});
export type CreateQuestionInput = v.InferInput<typeof CreateQuestionSchema>;
export type CreateQuestionOutput = v.InferOutput<typeof CreateQuestionSchema>;

export const AnswerContentSchema = v.pipe(
  v.string(M.answerMin),
  v.trim(),
  v.minLength(L.answerMin, M.answerMin),
  v.maxLength(L.answerMax, M.answerMax),
);

/** POST /api/expert-answers (spec §5 "Answer": content ≥ 20; isExpert optional, default false). */
export const CreateAnswerSchema = v.object({
  content: required(AnswerContentSchema),
  /** The answerer's own claim (the checkbox), stored as such; a verified expert is a role. */
  isExpert: v.optional(v.boolean(M.isExpert), false),
  questionId: requiredValue(idValueSchema(M.questionId)),
});
export type CreateAnswerInput = v.InferInput<typeof CreateAnswerSchema>;
export type CreateAnswerOutput = v.InferOutput<typeof CreateAnswerSchema>;

/** The answer form: only the fields the user fills in (the question comes from the page). */
export const AnswerFormSchema = v.object({
  content: required(AnswerContentSchema),
  isExpert: v.optional(v.boolean(M.isExpert), false),
});
export type AnswerFormOutput = v.InferOutput<typeof AnswerFormSchema>;

/** POST /api/expert-questions/{id}/vote and /api/expert-answers/{id}/vote: `true` votes, `false` withdraws. */
export const VoteSchema = v.object({
  increment: requiredValue(v.boolean(M.increment)),
});
export type VoteInput = v.InferOutput<typeof VoteSchema>;
