/** Spec §3: the 11 selectable expert-question categories. */
export const QUESTION_CATEGORIES = [
  'Sailing Yachts',
  'Motor Yachts',
  'Superyachts',
  'Sport Boats',
  'Catamarans',
  'Charter Advice',
  'Buying Advice',
  'Marina Info',
  'Maintenance',
  'Equipment',
  'Navigation',
] as const;
export type QuestionCategory = (typeof QUESTION_CATEGORIES)[number];

export const ALL_QUESTIONS = 'All Questions';

export const QUESTION_STATUSES = ['pending', 'answered'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

/** Spec §5/§9 lengths, plus our maximum for answers (the spec gives only a minimum). */
export const COMMUNITY_LIMITS = {
  titleMin: 10,
  titleMax: 100,
  contentMin: 20,
  contentMax: 2000,
  answerMin: 20,
  answerMax: 5000,
  /** Similar-question suggestions: how many, from how many typed characters, after how long a pause. */
  similarMax: 5,
  similarMinTitle: 10,
  similarDebounceMs: 400,
} as const;

/** Orders of GET /api/expert-questions (`sort=`): the Latest and Top Voted tabs. */
export const QUESTION_SORTS = ['latest', 'top'] as const;
export type QuestionSort = (typeof QUESTION_SORTS)[number];

/** Keyset paging of GET /api/expert-questions (the response stays a JSON array; next page in `Link`). */
export const QUESTION_PAGE = { defaultLimit: 50, maxLimit: 100, maxQueryLength: 200 } as const;

/** Keyset paging of GET /api/members. */
export const MEMBERS_PAGE = { defaultLimit: 100, maxLimit: 200, maxQueryLength: 100 } as const;

/** Roles that may accept an answer on anybody's question (besides the question's author). */
export const ANSWER_ACCEPTING_ROLES = ['moderator', 'admin'] as const;

/** Spec §5 validation texts word for word; the ones marked "ours" fill gaps the spec leaves. */
export const COMMUNITY_MESSAGES = {
  titleMin: 'Title must be at least 10 characters',
  titleMax: 'Title must be less than 100 characters',
  contentMin: 'Question details must be at least 20 characters',
  contentMax: 'Question details must be less than 2000 characters',
  category: 'Please select a category',
  answerMin: 'Answer must be at least 20 characters',
  /** Ours. */
  answerMax: 'Answer must be less than 5000 characters',
  /** Ours. */
  isExpert: 'isExpert must be true or false',
  /** Ours. */
  questionId: 'questionId must be the id of a question',
  /** Ours. */
  increment: 'increment must be true or false',
  /** Ours. */
  questionNotFound: 'Question not found',
  /** Ours. */
  answerNotFound: 'Answer not found',
  /** Ours. */
  notQuestionAuthor: 'Only the person who asked this question can accept an answer',
  /** Ours: the API's 403 and the title of the disabled upvote button on one's own question or answer. */
  ownContentVote: 'You cannot upvote your own question or answer',
  /** Ours. */
  unknownCategory: 'Unknown question category',
} as const;

/** Chat rooms seeded on an empty database. */
export const DEFAULT_CHAT_ROOMS = [
  { name: 'General', description: 'Open conversation for the whole Dockside community' },
  { name: 'Marketplace', description: 'Buying, selling and swapping parts' },
  { name: 'Technical Support', description: 'Help with installs, repairs and troubleshooting' },
] as const;
