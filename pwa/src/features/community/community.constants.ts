import { PAGE_TITLES } from '@dockside/shared/common';

/**
 * Screen texts of the community feature that are not validation messages (those live in
 * `COMMUNITY_MESSAGES` of @dockside/shared/community). The spec's texts (§2, §8) are word for word;
 * `OUR_TEXTS` fill in where the spec names a part of a screen but not its words.
 */

/** Spec §2 / §8 texts, word for word. */
export const COMMUNITY_TEXTS = {
  // Expert questions list.
  listHeading: PAGE_TITLES['/expert-questions'],
  askQuestion: 'Ask Question',
  allQuestions: 'All Questions',
  tabLatest: 'Latest',
  tabTop: 'Top Voted',
  tabUnanswered: 'Unanswered',
  answered: 'Answered',
  awaitingAnswer: 'Awaiting Answer',
  noQuestions: 'No questions found',
  noQuestionsHint: 'Be the first to ask a question in this category!',
  listErrorTitle: 'Error loading questions',
  listErrorDescription: 'Please try again later',

  // Question detail.
  backToQuestions: 'Back to Questions',
  member: 'Member',
  anonymous: 'Anonymous',
  upvote: 'Upvote',
  noAnswersYet: 'No Answers Yet',
  beFirstToAnswer: 'Be the first to answer',
  expert: 'Expert',
  yourAnswer: 'Your Answer',
  answeringAsExpert: "I'm answering as a yacht industry expert",
  postAnswer: 'Post Your Answer',
  posting: 'Posting...',
  answerPosted: 'Your answer has been posted',
  loadErrorTitle: 'Error',
  loadErrorDescription: 'Failed to load the question. Please try again later.',
  loginRequired: 'Login Required',
  loginToVote: 'You need to be logged in to vote',
  loginToAnswer: 'You need to be logged in to post an answer',
  errorTitle: 'Error',
  voteQuestionFailed: 'Failed to vote on question',
  voteAnswerFailed: 'Failed to vote on answer',
  answerFailed: 'Failed to post answer',

  // Ask a question.
  questionTitle: 'Question Title',
  category: 'Category',
  questionDetails: 'Question Details',
  postQuestion: 'Post Your Question',
  questionPosted: 'Your question has been posted',
  questionFailed: 'Failed to post question',

  // Members.
  membersLoadFailed: 'Failed to load members. Please try again later.',
  noMembers: 'No members yet',
  noMembersHint: 'Be the first to join the directory!',
  noResults: 'No results found',
  noResultsHint: 'Try a different search term',
} as const;

/** Ours, where the spec is silent (decisions in docs/decisions.md). */
export const OUR_TEXTS = {
  listIntro: 'Questions about boats, gear and life afloat, answered by experienced sailors and marine professionals.',
  categories: 'Categories',
  questionsLabel: 'Questions',
  loadingQuestions: 'Loading questions…',
  loadMore: 'Load more',
  retry: 'Try again',
  loadingMore: 'Loading more…',
  upvotes: (n: number) => `${n} ${n === 1 ? 'vote' : 'votes'}`,
  answers: (n: number) => `${n} ${n === 1 ? 'answer' : 'answers'}`,
  views: (n: number) => `${n} ${n === 1 ? 'view' : 'views'}`,
  answersHeading: (n: number) => `${n} ${n === 1 ? 'Answer' : 'Answers'}`,

  questionHeading: 'Expert Question',
  loadingQuestion: 'Loading question…',
  asked: (age: string) => `Asked ${age}`,
  askedBy: 'Asked by',
  answeredBy: 'Answered by',
  removeUpvote: 'Remove upvote',
  upvoteAnswer: 'Upvote answer',
  removeAnswerUpvote: 'Remove upvote from answer',
  /** The checkbox ticked by someone without the expert role. */
  selfDeclaredExpert: 'Self-declared expert',
  accepted: 'Accepted Answer',
  acceptAnswer: 'Accept answer',
  unacceptAnswer: 'Remove acceptance',
  accepting: 'Saving…',
  acceptedToast: 'Answer accepted',
  acceptedToastDescription: 'The question is now marked as answered.',
  unacceptedToast: 'Acceptance removed',
  acceptFailed: 'Failed to accept the answer',
  answerPlaceholder: 'Share what you know: steps, parts, what worked for you…',

  askHeading: PAGE_TITLES['/expert-questions/ask'],
  checkingSignIn: 'Checking your sign-in…',
  askIntro: 'Describe your question clearly; a good title gets better answers.',
  titlePlaceholder: 'e.g. How often should I replace the raw water impeller?',
  detailsPlaceholder: 'Boat, engine or equipment, what you have tried, what happens…',
  selectCategory: 'Select a category',
  loginToAsk: 'You need to be logged in to ask a question',
  similarHeading: 'Similar questions already asked',
  similarHint: 'Your question may already have an answer:',

  membersHeading: PAGE_TITLES['/members'],
  membersIntro: 'Find boat owners, brokers, riggers, engineers and chandlers in the Dockside community.',
  searchMembers: 'Search members',
  searchMembersPlaceholder: 'Search by name or company',
  loadingMembers: 'Loading members…',
  online: 'Online',
  membersCount: (n: number) => `${n} ${n === 1 ? 'member' : 'members'}`,
  seoHeading: 'A directory of marine professionals',
  seoText: [
    'The Dockside members directory brings together yacht owners, sailors, brokers, surveyors, marine engineers, riggers and chandlers. Browse members by company to find the people behind the parts listed in the marketplace, or search by name to reconnect with someone you have traded with.',
    'Members who are online now carry a green dot. Experts among them answer questions in Ask an Expert, where you can search earlier answers about engines, electronics, rigging, charter and buying advice.',
  ],

  // Offline (our texts): answers written without a connection wait on the device.
  answerQueuedTitle: 'Answer saved on this device',
  answerQueuedDescription: 'It will be posted as soon as you are back online.',
  pendingAnswer: 'Pending — will be posted when you are back online',
  refusedAnswer: 'Not posted: the server refused this answer.',
  discardAnswer: 'Discard',
} as const;

/** Where signed-out visitors are sent (spec §6). */
export const SIGN_IN_PATH = '/auth';
