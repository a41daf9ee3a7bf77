import { COMMUNITY_LIMITS, type SimilarQuestion } from '@dockside/shared/community';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { css, cx } from 'styled-system/css';
import { stack } from 'styled-system/patterns';
import { cardStyles } from '@/components/ui/card';
import { getSimilarQuestions } from '../api/get-similar-questions';
import { OUR_TEXTS } from '../community.constants';
import { useDebouncedValue } from '../utils/use-debounced-value';
import { StatusBadge } from './status-badge';
import { headingStyles } from '@/components/ui/heading';

/**
 * While a title is typed: up to 5 existing questions like it (debounced), so the asker can find an
 * answer that already exists. Failures stay silent: the suggestions are a help, not a step.
 */
export function SimilarQuestions({ title }: { title: string }) {
  const headingId = useId();
  const query = useDebouncedValue(title.trim(), COMMUNITY_LIMITS.similarDebounceMs);
  const [results, setResults] = useState<{ query: string; items: SimilarQuestion[] }>({ query: '', items: [] });

  useEffect(() => {
    if (query.length < COMMUNITY_LIMITS.similarMinTitle) return;
    const controller = new AbortController();
    getSimilarQuestions(query, controller.signal)
      .then((items) => setResults({ query, items }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [query]);

  const items = query.length >= COMMUNITY_LIMITS.similarMinTitle && results.query === query ? results.items : [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={box} aria-live="polite">
      <h2 id={headingId} className={heading}>
        {OUR_TEXTS.similarHeading}
      </h2>
      <p className={hint}>{OUR_TEXTS.similarHint}</p>
      <ul className={list}>
        {items.map((item) => (
          <li key={item.id} className={row}>
            <Link to={`/expert-questions/${item.id}`} className={link}>
              {item.title}
            </Link>
            <span className={meta}>
              <StatusBadge status={item.status} />
              <span>{OUR_TEXTS.answers(item.answerCount)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

const box = cx(cardStyles({ padding: 'md', border: 'accent' }), stack({ gap: '2' }));
const heading = headingStyles({ size: 'md' });
const hint = css({ fontSize: 'sm', color: 'fg.muted' });
const list = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const row = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '2' });
const link = css({ color: 'accent.text', fontWeight: 'semibold' });
const meta = css({ display: 'inline-flex', alignItems: 'center', gap: '2', fontSize: 'sm', color: 'fg.muted' });
