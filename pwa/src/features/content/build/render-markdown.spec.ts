import { describe, expect, it } from 'vitest';
import { BLOG_CATEGORIES } from '../content.types';
import { countWords, parseFrontMatter, renderBlogArticle, renderLegalDocument, renderMarkdown } from './render-markdown';

const frontMatter = (fields: Record<string, string>) =>
  `---\n${Object.entries(fields)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n')}\n---\n`;

const validArticle = {
  id: "'7'",
  title: 'Changing an impeller',
  excerpt: 'How and when.',
  category: 'Maintenance',
  author: 'Ann Smith',
  date: "'2025-01-02'",
  readTime: '4',
  image: '/blog/impeller.svg',
  imageAlt: 'An impeller',
  featured: 'true',
};

describe('renderMarkdown (build time)', () => {
  it('drops scripts, event handlers, iframes, styles and javascript: links', () => {
    const html = renderMarkdown(
      [
        'Hello <script>alert(1)</script> world',
        '<img src="/blog/x.svg" onerror="alert(2)" alt="x">',
        '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>',
        '[click](javascript:alert(3)) <a href="/ok" onclick="alert(4)" style="color:red">ok</a>',
      ].join('\n\n'),
    );
    expect(html).not.toMatch(/script|alert|onerror|onclick|iframe|style|javascript:/i);
    expect(html).toContain('<img src="/blog/x.svg" alt="x" />');
    expect(html).toContain('<a href="/ok">ok</a>');
  });

  it('keeps images local only', () => {
    expect(renderMarkdown('![a](https://tracker.example/p.png) ![b](//cdn.example/p.png)')).not.toContain('example');
  });

  it('opens outside links in a new tab with noopener, and keeps own links as they are', () => {
    expect(renderMarkdown('[YachtRow](https://yachtrow.example/)')).toBe(
      '<p><a href="https://yachtrow.example/" target="_blank" rel="noopener noreferrer">YachtRow</a></p>',
    );
    expect(renderMarkdown('[Terms](/terms-of-service)')).toBe('<p><a href="/terms-of-service">Terms</a></p>');
  });

  it('turns an h1 into an h2: the page title is the only h1', () => {
    expect(renderMarkdown('# Title\n\n## Section')).toBe('<h2>Title</h2>\n<h2>Section</h2>');
  });
});

describe('front matter', () => {
  it('splits YAML front matter from the body (also after a byte-order mark)', () => {
    expect(parseFrontMatter('\uFEFF---\ntitle: Hi\n---\nBody')).toEqual({ data: { title: 'Hi' }, body: 'Body' });
    expect(parseFrontMatter('No front matter')).toEqual({ data: {}, body: 'No front matter' });
  });

  it('reads a blog article and renders its body', () => {
    const article = renderBlogArticle(`${frontMatter(validArticle)}\nSome **bold** text.`, 'impeller.md');
    expect(article).toMatchObject({ id: '7', category: 'Maintenance', readTime: 4, featured: true });
    expect(article.html).toBe('<p>Some <strong>bold</strong> text.</p>');
  });

  it('fails the build naming the file and field of invalid front matter', () => {
    const remote = frontMatter({ ...validArticle, image: 'https://images.example/x.jpg', category: 'Gossip' });
    expect(() => renderBlogArticle(remote, 'bad.md')).toThrow(/bad\.md: invalid front matter — category: .*image: must be a local image/);
  });

  it('reads a legal document', () => {
    const doc = renderLegalDocument("---\ntitle: Terms\nupdated: '2025-11-03'\n---\n## Acceptance", 'terms.md');
    expect(doc).toEqual({ title: 'Terms', updated: '2025-11-03', html: '<h2>Acceptance</h2>' });
  });
});

// The repository's own content, checked by the same build step.
const articleSources = import.meta.glob<string>('/content/blog/*.md', { query: '?raw', import: 'default', eager: true });
const legalSources = import.meta.glob<string>('/content/legal/*.md', { query: '?raw', import: 'default', eager: true });
const publicImages = Object.keys(import.meta.glob('/public/blog/*'));

describe('the blog articles in pwa/content/blog', () => {
  const articles = Object.entries(articleSources).map(([file, source]) => ({
    ...renderBlogArticle(source, file),
    words: countWords(parseFrontMatter(source).body),
  }));

  it('has at least six articles with unique ids, two of them featured', () => {
    expect(articles.length).toBeGreaterThanOrEqual(6);
    expect(new Set(articles.map((a) => a.id)).size).toBe(articles.length);
    expect(articles.filter((a) => a.featured)).toHaveLength(2);
  });

  it('gives every article at least 400 words, a spec category and an image that exists', () => {
    for (const article of articles) {
      expect(article.words, article.title).toBeGreaterThanOrEqual(400);
      expect(BLOG_CATEGORIES).toContain(article.category);
      expect(publicImages, article.title).toContain(`/public${article.image}`);
    }
  });

  it('has the privacy policy and the terms', () => {
    const titles = Object.entries(legalSources).map(([file, source]) => renderLegalDocument(source, file).title);
    expect(titles.sort()).toEqual(['Privacy Policy', 'Terms of Service']);
  });
});
