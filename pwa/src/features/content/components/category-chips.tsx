import { Link } from 'react-router';
import { css } from 'styled-system/css';
import { BLOG_TEXTS as T } from '../content.constants';
import { BLOG_CATEGORIES, type BlogCategory } from '../content.types';
import { categoryHref } from '../utils/blog-filter';
import { chipStyles } from '@/components/ui/chip';

/**
 * Spec §2's category chips — here they filter. Each is a link to the list with `?category=`, so the choice
 * survives a reload, can be shared, and Back undoes it.
 */
export function CategoryChips({ path, active }: { path: string; active: BlogCategory | null }) {
  const chips: { label: string; category: BlogCategory | null }[] = [
    { label: T.allCategories, category: null },
    ...BLOG_CATEGORIES.map((category) => ({ label: category, category })),
  ];
  return (
    <nav aria-label={T.categoriesLabel}>
      <ul className={row}>
        {chips.map(({ label, category }) => (
          <li key={label}>
            <Link
              to={categoryHref(path, category)}
              aria-current={category === active ? 'page' : undefined}
              preventScrollReset
              className={chip}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const row = css({ display: 'flex', flexWrap: 'wrap', gap: '2' });

const chip = chipStyles();
