import type { EntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import * as argon2 from 'argon2';
import { ExpertAnswerEntity } from '../../modules/community/answers/answer.entity';
import { ExpertQuestionEntity } from '../../modules/community/questions/question.entity';
import { NewsItemEntity } from '../../modules/news/news-item.entity';
import { BoatPartEntity } from '../../modules/listings/listing.entity';
import { storedFitmentColumns } from '../../modules/listings/listings.service';
import { User } from '../../modules/users/user.entity';
import { generateDemoQuestions } from './demo-community';
import { seedImageUrl, writeDemoImages } from './demo-images';
import { generateDemoListings } from './demo-listings';
import { generateDemoNews } from './demo-news';
import { DAY_MS } from './demo-random';
import { seedDemoBoats } from './demo-boats';
import { DEMO_PASSWORD, SEED_USERS, avatarImage } from './demo-users';

export { DEMO_PASSWORD, DEMO_USERS } from './demo-users';

/** Serialises seeding between replicas started at the same time. */
const SEED_LOCK = 727_101;

export interface SeedOptions {
  uploadsDir: string;
  log: (line: string) => void;
}

interface SeedCounts {
  users: number;
  listings: number;
  questions: number;
  answers: number;
  news: number;
  images: number;
  seconds: number;
}

function describe(c: SeedCounts): string {
  return (
    `Seeded demo data: ${c.users} users, ${c.listings} listings, ${c.questions} questions, ${c.answers} answers, ` +
    `${c.news} news items, ${c.images} images (${c.seconds.toFixed(1)} s)`
  );
}

/**
 * Demo content for a new database. Idempotent: it runs only when no user exists yet,
 * inside one transaction under an advisory lock, so a second start never duplicates it.
 * Images are written before the rows; their names carry a content hash, so files left by a
 * rolled-back attempt are simply reused.
 */
export class DemoSeeder extends Seeder {
  constructor(private readonly options: SeedOptions) {
    super();
  }

  async seedIfEmpty(em: EntityManager): Promise<{ seeded: boolean; summary: string }> {
    return em.transactional(async (tx) => {
      await tx.getConnection().execute('select pg_advisory_xact_lock(?)', [SEED_LOCK], 'all', tx.getTransactionContext());
      if ((await tx.count(User, {})) > 0) {
        this.options.log('Demo data: the database already has users, nothing seeded');
        return { seeded: false, summary: 'database already has data' };
      }
      // The demo rows carry historical updated_at stamps; the stamping trigger keeps them in this transaction.
      await tx.getConnection().execute(`select set_config('dockside.keep_timestamps', 'on', true)`, [], 'all', tx.getTransactionContext());
      const counts = await this.seed(tx);
      return { seeded: true, summary: describe(counts) };
    });
  }

  async run(em: EntityManager): Promise<void> {
    await this.seed(em);
  }

  private async seed(em: EntityManager): Promise<SeedCounts> {
    const started = performance.now();
    const now = new Date();
    const listings = generateDemoListings({ now });
    const questions = generateDemoQuestions({ now });
    const news = generateDemoNews({ now });
    const avatars = new Map(SEED_USERS.map((u) => [u.username, avatarImage(u)]));

    const images = [...avatars.values(), ...listings.flatMap((l) => l.images)];
    const written = await writeDemoImages(this.options.uploadsDir, images);
    this.options.log(`Demo images: ${written.written} written, ${written.existing} already present (${written.ms} ms)`);

    // argon2id is deliberately slow: hash the shared demo password once.
    const passwordHash = await argon2.hash(DEMO_PASSWORD, { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 });
    const users = new Map<string, User>();
    SEED_USERS.forEach((seed, index) => {
      // Members joined before anything in the catalogue was listed.
      const joined = new Date(now.getTime() - (400 - index * 25) * DAY_MS);
      const user = em.create(User, {
        username: seed.username,
        passwordHash,
        fullName: seed.fullName,
        email: seed.email,
        company: seed.company,
        sellerType: seed.sellerType,
        businessName: seed.businessName,
        role: seed.role,
        phone: seed.phone,
        avatarUrl: seedImageUrl(avatars.get(seed.username)!.file),
        emailVerifiedAt: joined,
        createdAt: joined,
        updatedAt: joined,
      });
      users.set(seed.username, user);
    });
    await em.flush();

    const userOf = (username: string): User => {
      const user = users.get(username);
      if (!user) throw new Error(`Demo data refers to unknown user ${username}`);
      return user;
    };
    const moderator = [...users.values()].find((u) => u.role === 'moderator') ?? null;

    for (const l of listings) {
      em.create(BoatPartEntity, {
        title: l.title,
        description: l.description,
        category: l.category,
        condition: l.condition,
        price: l.price,
        brand: l.brand,
        model: l.model,
        year: l.year,
        location: l.location,
        user: userOf(l.sellerUsername),
        contactEmail: l.contactEmail,
        contactPhone: l.contactPhone,
        websiteUrl: l.websiteUrl,
        imageUrls: l.images.map((image) => seedImageUrl(image.file)),
        ...storedFitmentColumns(l, userOf(l.sellerUsername)),
        status: 'active',
        featured: l.featured,
        moderationStatus: 'approved',
        moderatedBy: moderator?.id ?? null,
        moderatedAt: l.approvedAt,
        approvalStatus: 'approved',
        approvedAt: l.approvedAt,
        createdAt: l.createdAt,
        updatedAt: l.approvedAt,
      });
    }

    let answerCount = 0;
    for (const q of questions) {
      const question = em.create(ExpertQuestionEntity, {
        title: q.title,
        content: q.content,
        user: q.username ? userOf(q.username) : null,
        category: q.category,
        status: q.status,
        upvotes: q.upvotes,
        views: q.views,
        createdAt: q.createdAt,
        updatedAt: q.answers.at(-1)?.createdAt ?? q.createdAt,
      });
      for (const a of q.answers) {
        em.create(ExpertAnswerEntity, {
          content: a.content,
          question,
          user: userOf(a.username),
          isExpert: a.isExpert,
          accepted: a.accepted,
          upvotes: a.upvotes,
          createdAt: a.createdAt,
          updatedAt: a.createdAt,
        });
        answerCount++;
      }
    }

    for (const item of news) em.create(NewsItemEntity, { ...item, createdAt: item.pubDate, updatedAt: item.pubDate });
    await em.flush();
    await seedDemoBoats(em, (username) => userOf(username).id);

    return {
      users: users.size,
      listings: listings.length,
      questions: questions.length,
      answers: answerCount,
      news: news.length,
      images: images.length,
      seconds: (performance.now() - started) / 1000,
    };
  }
}
