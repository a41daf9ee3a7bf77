import type { QuestionCategory } from '@dockside/shared/community';
import type { AnswerSeed, QuestionSeed } from './data/question-seed';
import { BOAT_TYPE_QUESTIONS } from './data/questions.boats';
import { PRACTICAL_QUESTIONS } from './data/questions.practical';
import { DAY_MS, HOUR_MS, Random } from './demo-random';

export interface DemoAnswer {
  content: string;
  username: string;
  isExpert: boolean;
  accepted: boolean;
  upvotes: number;
  createdAt: Date;
}

export interface DemoQuestion {
  title: string;
  content: string;
  category: QuestionCategory;
  username: string | null;
  status: 'pending' | 'answered';
  upvotes: number;
  views: number;
  createdAt: Date;
  answers: DemoAnswer[];
}

const SEED = 0xa5c;

function answerRows(seed: QuestionSeed, askedAt: Date, now: Date, rng: Random): DemoAnswer[] {
  let at = askedAt.getTime();
  return seed.answers.map((answer: AnswerSeed) => {
    // Replies trickle in over the following hours, never later than now.
    at = Math.min(now.getTime() - 60_000, at + rng.between(0.5, 20) * HOUR_MS);
    return {
      content: answer.content,
      username: answer.by,
      isExpert: answer.isExpert,
      accepted: answer.accepted ?? false,
      upvotes: rng.int(0, answer.accepted ? 24 : 9),
      createdAt: new Date(Math.floor(at / 60_000) * 60_000),
    };
  });
}

/** Expert questions with their answers, oldest first. Deterministic for a given `now`. */
export function generateDemoQuestions(options: { now: Date }): DemoQuestion[] {
  const rng = new Random(SEED);
  const { now } = options;
  return [...BOAT_TYPE_QUESTIONS, ...PRACTICAL_QUESTIONS]
    .sort((a, b) => b.daysAgo - a.daysAgo)
    .map((seed) => {
      const createdAt = new Date(Math.floor((now.getTime() - seed.daysAgo * DAY_MS - rng.between(0, 10) * HOUR_MS) / 60_000) * 60_000);
      const answers = answerRows(seed, createdAt, now, rng);
      // Older questions have been seen by more people.
      const views = rng.int(8, 30) + seed.daysAgo * rng.int(3, 9);
      return {
        title: seed.title,
        content: seed.content,
        category: seed.category,
        username: seed.asker,
        status: answers.some((a) => a.accepted) ? 'answered' : 'pending',
        upvotes: rng.int(0, Math.max(2, Math.round(views / 25))),
        views,
        createdAt,
        answers,
      };
    });
}
