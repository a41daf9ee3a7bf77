import { css } from 'styled-system/css';
import { Page, pageHeadingStyles } from '@/components/layout/page';
import { LEGAL_TEXTS as T } from '../content.constants';
import type { LegalDocument } from '../content.types';
import { formatContentDate } from '../utils/format-date';
import { CanonicalLink } from './canonical-link';
import { Prose } from './prose';

/** Privacy policy and terms: one page under two paths (spec §2), with `canonicalPath` the one search engines keep. */
export function LegalPage({ document, canonicalPath }: { document: LegalDocument; canonicalPath: string }) {
  return (
    <Page title={document.title}>
      <CanonicalLink path={canonicalPath} />
      <article className={css({ maxWidth: 'prose' })}>
        <h1 className={pageHeadingStyles}>{document.title}</h1>
        <p className={updated}>
          {T.lastUpdated} <time dateTime={document.updated}>{formatContentDate(document.updated)}</time>
        </p>
        <Prose html={document.html} />
      </article>
    </Page>
  );
}

const updated = css({ color: 'fg.muted', mb: '6' });
