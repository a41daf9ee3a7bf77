import { PART_CATEGORIES, type PartCategory } from '@dockside/shared/listings';
import { useId, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { cardStyles } from '@/components/ui/card';
import { stack } from 'styled-system/patterns';
import { badge } from 'styled-system/recipes';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { LISTING_TEXTS, OUR_TEXTS } from '../listings.constants';
import { listRowStyles } from '@/components/ui/list-row';

interface CategoryFilterProps {
  selected: readonly PartCategory[];
  onChange: (categories: PartCategory[]) => void;
  onClearAll: () => void;
  /** Whether the list starts open (phones start closed so the results come first). */
  defaultOpen?: boolean;
}

/** Spec §2 Catalog: collapsible multi-select of categories, a count badge and 'Clear All Filters'. */
export function CategoryFilter({ selected, onChange, onClearAll, defaultOpen = true }: CategoryFilterProps) {
  const [open, setOpen] = useState(defaultOpen);
  const listId = useId();
  const headingId = useId();

  const toggle = (category: PartCategory, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(category);
    else next.delete(category);
    onChange(PART_CATEGORIES.filter((c) => next.has(c)));
  };

  return (
    <section aria-labelledby={headingId} className={panel}>
      <div className={header}>
        <h2 id={headingId} className={heading}>
          {OUR_TEXTS.categories}
          {selected.length > 0 ? (
            <span className={badge({ tone: 'count' })} aria-label={OUR_TEXTS.categoriesSelected(selected.length)}>
              {selected.length}
            </span>
          ) : null}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
          aria-label={open ? OUR_TEXTS.hideCategories : OUR_TEXTS.showCategories}
        >
          <Chevron open={open} />
        </Button>
      </div>
      <div id={listId} hidden={!open} className={body}>
        <fieldset className={fieldset}>
          <legend className={css({ srOnly: true })}>{OUR_TEXTS.categories}</legend>
          <ul className={list}>
            {PART_CATEGORIES.map((category) => (
              <li key={category}>
                <label className={option}>
                  <Checkbox checked={selected.includes(category)} onChange={(event) => toggle(category, event.target.checked)} />
                  {category}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <Button variant="outline" size="sm" fullWidth onClick={onClearAll}>
          {LISTING_TEXTS.clearAllFilters}
        </Button>
      </div>
    </section>
  );
}

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
      className={cx(chevron, open && chevronOpen)}
    >
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

const panel = cx(cardStyles({ padding: 'md' }), stack({ gap: '3' }));
const header = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' });
const heading = css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'lg' });
const body = css({ display: 'flex', flexDirection: 'column', gap: '3', '&[hidden]': { display: 'none' } });
const fieldset = css({ border: 'none', p: '0', m: '0' });
const list = css({ display: 'flex', flexDirection: 'column' });
const option = cx(listRowStyles(), css({ gap: '3', px: '2', _hover: { bg: 'bg.subtle' } }));
const chevron = css({ transitionProperty: 'transform', transitionDuration: 'gentle' });
const chevronOpen = css({ transform: 'rotate(180deg)' });
