import { QUESTION_CATEGORIES, type QuestionCategory } from '@dockside/shared/community';
import { useEffect, useId, useRef } from 'react';
import { css, cx } from 'styled-system/css';
import { cardStyles } from '@/components/ui/card';
import { stack } from 'styled-system/patterns';
import { COMMUNITY_TEXTS, OUR_TEXTS } from '../community.constants';
import { headingStyles } from '@/components/ui/heading';

interface CategorySidebarProps {
  /** Null: All Questions. */
  selected: QuestionCategory | null;
  onSelect: (category: QuestionCategory | null) => void;
}

/** Spec §2: a button per category, 'All Questions' first. A row of chips on phones, a column on wide screens. */
export function CategorySidebar({ selected, onSelect }: CategorySidebarProps) {
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);

  // Phones show the categories as a row that scrolls sideways: keep the selected one in sight.
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = active.offsetLeft - list.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
  }, [selected]);
  const options: Array<{ value: QuestionCategory | null; label: string }> = [
    { value: null, label: COMMUNITY_TEXTS.allQuestions },
    ...QUESTION_CATEGORIES.map((category) => ({ value: category, label: category })),
  ];
  return (
    <nav aria-labelledby={headingId} className={panel}>
      <h2 id={headingId} className={heading}>
        {OUR_TEXTS.categories}
      </h2>
      <ul ref={listRef} className={list}>
        {options.map((option) => {
          const active = option.value === selected;
          return (
            <li key={option.label}>
              <button type="button" aria-pressed={active} className={item} onClick={() => onSelect(option.value)}>
                {option.label}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

const panel = cx(
  cardStyles({ padding: 'none' }),
  stack({
    p: { base: '3', lg: '4' },
    gap: '3',
  }),
);
const heading = headingStyles({ size: 'lg' });
const list = css({
  display: 'flex',
  flexDirection: { base: 'row', lg: 'column' },
  gap: { base: '2', lg: '1' },
  overflowX: { base: 'auto', lg: 'visible' },
  pb: { base: '1', lg: '0' },
});
const item = css({
  display: 'flex',
  alignItems: 'center',
  width: { lg: 'full' },
  minHeight: 'touch',
  px: '3',
  borderRadius: 'control',
  borderWidth: { base: '1px', lg: '0' },
  borderColor: 'border.strong',
  bg: 'transparent',
  color: 'fg',
  textAlign: 'left',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
  _pressed: { bg: 'primary', color: 'primary.fg', borderColor: 'primary', fontWeight: 'semibold', _hover: { bg: 'primary.hover' } },
});
