import { describe, expect, it } from 'vitest';
import { QUESTION_CATEGORIES } from '@dockside/shared/community';
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
