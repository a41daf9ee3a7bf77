import { IfMatchInvalidException } from './sync.exceptions';

/**
 * The versions an `If-Match` header accepts: undefined when there is no header or it is `*` (any version:
 * last write wins, as without the header). Each element is `"<version>"` (a bare number is accepted too);
 * a weak tag (`W/"3"`) or a tag that is not a number never matches (RFC 9110 strong comparison), so it
 * ends in 412. Anything that is not an entity tag list is a 400.
 */
export function parseIfMatch(header: string | string[] | undefined): number[] | undefined {
  if (header === undefined) return undefined;
  const text = (Array.isArray(header) ? header.join(',') : header).trim();
  if (text === '*') return undefined;
  if (text === '' || text.length > 200) throw new IfMatchInvalidException();
  const versions: number[] = [];
  for (const raw of text.split(',')) {
    const tag = raw.trim();
    const strong = /^"(\d{1,10})"$/.exec(tag) ?? /^(\d{1,10})$/.exec(tag);
    if (strong) {
      versions.push(Number(strong[1]));
      continue;
    }
    if (!/^(W\/)?"[\x21\x23-\x7e]*"$/.test(tag)) throw new IfMatchInvalidException();
  }
  return versions;
}

/** The ETag of a listing version. */
export const versionEtag = (version: number) => `"${version}"`;
