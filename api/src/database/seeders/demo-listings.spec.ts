import { describe, expect, it } from 'vitest';
import { QUESTION_CATEGORIES } from '@dockside/shared/community';
import { type Boat, type EngineFilter, boatFit, partNumberKey, supersessionChain, wouldCycle } from '@dockside/shared/fitment';
import { LISTING_LIMITS, PART_CATEGORIES, PART_CONDITIONS } from '@dockside/shared/listings';
import { generateDemoQuestions } from './demo-community';
import { generateDemoListings } from './demo-listings';
import { generateDemoNews } from './demo-news';
import { SEED_USERS } from './demo-users';

const now = new Date('2026-11-21T12:00:00Z');
const listings = generateDemoListings({ now });

describe('demo listings', () => {
  it('has at least 150 listings over every category and condition', () => {
    expect(listings.length).toBeGreaterThanOrEqual(150);
    expect(new Set(listings.map((l) => l.category))).toEqual(new Set(PART_CATEGORIES));
    expect(new Set(listings.map((l) => l.condition))).toEqual(new Set(PART_CONDITIONS));
  });

  it('gives every category several listings and every condition', () => {
    for (const category of PART_CATEGORIES) {
      const inCategory = listings.filter((l) => l.category === category);
      expect(inCategory.length, category).toBeGreaterThanOrEqual(8);
      expect(new Set(inCategory.map((l) => l.condition)).size, category).toBe(PART_CONDITIONS.length);
    }
  });

  it('keeps titles, descriptions, prices and years within the listing rules', () => {
    for (const l of listings) {
      expect(l.title.length, l.title).toBeGreaterThanOrEqual(LISTING_LIMITS.titleMin);
      expect(l.title.length, l.title).toBeLessThanOrEqual(LISTING_LIMITS.titleMax);
      expect(l.description.length, l.title).toBeGreaterThanOrEqual(LISTING_LIMITS.descriptionMin);
      expect(l.description.length, l.title).toBeLessThanOrEqual(LISTING_LIMITS.descriptionMax);
      expect(l.price, l.title).toMatch(/^\d{1,8}\.\d{2}$/);
      expect(Number(l.price), l.title).toBeGreaterThanOrEqual(Math.max(LISTING_LIMITS.priceMin, 5));
      expect(Number(l.price), l.title).toBeLessThanOrEqual(Math.min(LISTING_LIMITS.priceMax, 60_000));
      if (l.year !== null) expect(l.year).toBeGreaterThanOrEqual(1995);
    }
  });

  it('gives every listing an owner whose e-mail is the contact, and a website only for businesses', () => {
    for (const l of listings) {
      const owner = SEED_USERS.find((u) => u.username === l.sellerUsername);
      expect(owner, l.title).toBeDefined();
      expect(l.contactEmail).toBe(owner!.email);
      if (l.websiteUrl !== null) {
        expect(owner!.sellerType).toBe('business');
        expect(l.websiteUrl).toMatch(/^https:\/\/[a-z]+\.example\//);
      }
    }
  });

  it('spreads creation over the last ~120 days, oldest first, with about a dozen featured', () => {
    const times = listings.map((l) => l.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(now.getTime() - times[0]).toBeGreaterThan(100 * 86_400_000);
    expect(now.getTime() - times[0]).toBeLessThanOrEqual(120 * 86_400_000);
    expect(times.at(-1)).toBeLessThan(now.getTime());
    expect(listings.filter((l) => l.featured)).toHaveLength(12);
  });

  it('has one to three uniquely named WebP images per listing', () => {
    const files = listings.flatMap((l) => l.images.map((i) => i.file));
    expect(new Set(files).size).toBe(files.length);
    for (const l of listings) {
      expect(l.images.length).toBeGreaterThanOrEqual(1);
      expect(l.images.length).toBeLessThanOrEqual(3);
      for (const image of l.images) {
        expect(image.file).toMatch(/^[a-z0-9-]+\.webp$/);
        expect(image.svg).toContain('<svg');
      }
    }
  });

  it('is deterministic', () => {
    expect(generateDemoListings({ now })).toEqual(listings);
  });
});

describe('demo fitment and part numbers', () => {
  const byNumber = (number: string) => listings.filter((l) => l.partNumbers.some((n) => n.relation === 'own' && n.number === number));
  const engine = (make: string, model: string | null, hp: number | null, year: number | null, serial: string | null): EngineFilter => ({
    make,
    model,
    hp,
    year,
    serial,
  });
  const boat = (name: string, engines: EngineFilter[]): Boat => ({
    id: 1,
    name,
    make: null,
    model: null,
    year: null,
    lengthFt: null,
    hin: null,
    engines: engines.map((e) => ({ ...e, shaftLength: null, rotation: null, fuel: null, drive: null })),
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    version: 1,
  });
  const fitting = (b: Boat) => listings.filter((l) => boatFit(b, l.fitment).fits === true).map((l) => l.title);

  it('gives a share of the listings application rows over several makes, part numbers and propeller specifications', () => {
    const withRows = listings.filter((l) => l.fitment.length > 0);
    expect(withRows.length).toBeGreaterThanOrEqual(10);
    expect(new Set(withRows.flatMap((l) => l.fitment.map((r) => r.engineMake)))).toEqual(
      new Set(['Mercury', 'Yamaha', 'Suzuki', 'Yanmar', 'Volvo Penta']),
    );
    expect(withRows.some((l) => l.fitment.some((r) => r.serialFrom === '0G590000' && r.serialTo === '0G760299'))).toBe(true);
    const propeller = listings.find((l) => l.title.includes('14 1/4 x 21'))!;
    expect(propeller.specs).toEqual(
      expect.arrayContaining([
        { key: 'diameter', value: '14.25', unit: 'in' },
        { key: 'pitch', value: '21', unit: 'in' },
        { key: 'blades', value: '3', unit: null },
        { key: 'rotation', value: 'standard', unit: null },
        { key: 'splines', value: '15', unit: null },
        { key: 'hub', value: 'Mercury Flo-Torq II', unit: null },
      ]),
    );
  });

  it('declares the supersession chain 47-89984T4 → 47-43026Q06 → 47-8M0065104, with no cycle, and the Sierra cross-reference', () => {
    const edges = new Map<string, string>();
    for (const l of listings) {
      const own = l.partNumbers.filter((n) => n.relation === 'own').map((n) => partNumberKey(n.number));
      for (const s of l.partNumbers.filter((n) => n.relation === 'supersedes')) {
        for (const o of own) {
          expect(wouldCycle(edges, partNumberKey(s.number), o), `${l.title}: ${s.number}`).toBe(false);
          edges.set(partNumberKey(s.number), o);
        }
      }
    }
    expect(supersessionChain(partNumberKey('47-89984T4'), edges)).toEqual(['4789984T4', '4743026Q6', '478M0065104']);
    expect(byNumber('47-43026Q06')).toHaveLength(1);
    expect(byNumber('47-8M0065104')).toHaveLength(1);
    const [sierra] = byNumber('18-3570');
    expect(sierra.partNumbers).toContainEqual({ number: '47-43026Q06', brand: 'Mercury', relation: 'cross-reference' });
  });

  it("fits the demo boats' engines — and some parts fit none of them", () => {
    const f150 = fitting(boat('Sea Breeze', [engine('Yamaha', 'F150', 150, 2015, null)]));
    expect(f150).toContain('Yamaha oil filter 69J-13440-03 for F150 to F250 (pack of 3)');
    expect(fitting(boat('Sea Breeze', [engine('Yamaha', 'F150', 150, 2008, null)]))).toContain(
      'Yamaha F150 water pump impeller 6H3-44352-00',
    );
    expect(f150).not.toContain('Yamaha F150 water pump impeller 6H3-44352-00');
    expect(fitting(boat('Verado', [engine('Mercury', 'Verado 250', 250, 2008, '0G612345')]))).toContain(
      'Mercury Verado L6 water pump kit 8M0100526',
    );
    expect(fitting(boat('Verado', [engine('Mercury', 'Verado 250', 250, 2008, '0G812345')]))).not.toContain(
      'Mercury Verado L6 water pump kit 8M0100526',
    );
    expect(fitting(boat('Yanmar', [engine('Yanmar', '3GM30F', 27, 1990, null)]))).toContain(
      'Yanmar 3GM30F pencil zinc anodes 27210-200200 (set of 4)',
    );
    const twin = [engine('Suzuki', 'DF140', 140, 2010, null), engine('Suzuki', 'DF140', 140, 2010, null)];
    expect(fitting(boat('Twin', twin))).toContain('Suzuki DF140 water pump repair kit 17400-92J00');
    const volvo = listings.find((l) => l.title.startsWith('Volvo Penta D1/D2'))!;
    for (const engines of [[engine('Yamaha', 'F150', 150, 2015, null)], [engine('Yanmar', '3GM30F', 27, 1990, null)], twin]) {
      expect(boatFit(boat('Any', engines), volvo.fitment).fits).toBe(false);
    }
  });
});

describe('demo questions and news', () => {
  const questions = generateDemoQuestions({ now });
  const news = generateDemoNews({ now });

  it('covers every question category with valid, consistent questions', () => {
    expect(questions.length).toBeGreaterThanOrEqual(15);
    expect(new Set(questions.map((q) => q.category))).toEqual(new Set(QUESTION_CATEGORIES));
    expect(questions.some((q) => q.username === null)).toBe(true);
    for (const q of questions) {
      expect(q.title.length, q.title).toBeGreaterThanOrEqual(10);
      expect(q.title.length, q.title).toBeLessThanOrEqual(100);
      expect(q.content.length, q.title).toBeGreaterThanOrEqual(20);
      expect(q.content.length, q.title).toBeLessThanOrEqual(2000);
      expect(q.status, q.title).toBe(q.answers.some((a) => a.accepted) ? 'answered' : 'pending');
      for (const a of q.answers) expect(a.createdAt.getTime()).toBeGreaterThan(q.createdAt.getTime());
    }
    expect(questions.filter((q) => q.status === 'pending').length).toBeGreaterThan(0);
  });

  it('has unique news links over the last month', () => {
    expect(news.length).toBeGreaterThanOrEqual(20);
    expect(new Set(news.map((n) => n.link)).size).toBe(news.length);
    for (const n of news) expect(now.getTime() - n.pubDate.getTime()).toBeLessThanOrEqual(31 * 86_400_000);
  });
});
