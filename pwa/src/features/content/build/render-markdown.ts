import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import * as v from 'valibot';
import { parse as parseYaml } from 'yaml';
import { BLOG_CATEGORIES, type BlogArticle, type BlogArticleMeta, type LegalDocument } from '../content.types';

/*
 * Runs in Node at build time only (the Vite plugin in markdown-plugin.ts): the phone receives finished,
 * sanitized HTML and never a Markdown parser or a sanitizer.
 */

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** Splits `---` YAML front matter from the Markdown body. */
export function parseFrontMatter(source: string): { data: unknown; body: string } {
  const text = source.replace(/^\uFEFF/, '');
  const match = FRONT_MATTER.exec(text);
  if (!match) return { data: {}, body: text };
  return { data: parseYaml(match[1]!) ?? {}, body: text.slice(match[0].length) };
}

const markdown = new Marked({ gfm: true });

/** The only markup an article may produce; everything else is dropped (script and style with their content). */
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'code',
    'pre',
    'blockquote',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  // Images only from the app itself (a relative URL): nothing is fetched from another host.
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  transformTags: {
    // The page's title is the only h1.
    h1: 'h2',
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      const { target: _target, rel: _rel, ...rest } = attribs;
      return { tagName, attribs: external ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest };
    },
  },
};

/** Markdown → HTML that keeps only the allow-listed tags, attributes and URL schemes. */
export function renderMarkdown(body: string): string {
  const html = markdown.parse(body, { async: false });
  return sanitizeHtml(html, SANITIZE_OPTIONS).trim();
}

/** Words of the Markdown body (for the content checks and the read-time sanity check). */
export function countWords(body: string): number {
  return body.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

const isoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD'));
const text = v.pipe(v.string(), v.trim(), v.minLength(1));

const BlogFrontMatterSchema = v.object({
  id: v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.regex(/^[a-z0-9-]+$/, 'must be a URL-safe id')),
  title: text,
  excerpt: text,
  category: v.picklist(BLOG_CATEGORIES),
  author: text,
  date: isoDate,
  readTime: v.pipe(v.number(), v.integer(), v.minValue(1)),
  image: v.pipe(v.string(), v.regex(/^\/blog\/[\w.-]+\.(svg|webp|png|jpe?g)$/, 'must be a local image under /blog/')),
  imageAlt: text,
  featured: v.optional(v.boolean(), false),
});

const LegalFrontMatterSchema = v.object({ title: text, updated: isoDate });

function validate<TSchema extends v.GenericSchema>(schema: TSchema, data: unknown, file: string): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? '(front matter)'}: ${issue.message}`);
  throw new Error(`${file}: invalid front matter — ${problems.join('; ')}`);
}

export function renderBlogArticle(source: string, file: string): BlogArticle {
  const { data, body } = parseFrontMatter(source);
  const meta: BlogArticleMeta = validate(BlogFrontMatterSchema, data, file);
  return { ...meta, html: renderMarkdown(body) };
}

export function renderLegalDocument(source: string, file: string): LegalDocument {
  const { data, body } = parseFrontMatter(source);
  return { ...validate(LegalFrontMatterSchema, data, file), html: renderMarkdown(body) };
}
