import { PART_CONDITIONS, type ListingSort } from '@dockside/shared/listings';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { cardStyles } from '@/components/ui/card';
import { input } from 'styled-system/recipes';
import { SearchIcon } from '@/components/icons';
import { Checkbox } from '@/components/ui/checkbox';
import { Select } from '@/components/ui/select';
import { OUR_TEXTS } from '../listings.constants';
import { effectiveSort, type CatalogFilters } from '../utils/catalog-filters';
import { useDebouncedField } from '../utils/use-debounced-field';
import { searchBoxStyles } from '@/components/ui/search-box';

interface CatalogToolbarProps {
  filters: CatalogFilters;
  onChange: (patch: Partial<CatalogFilters>, options?: { replace?: boolean }) => void;
}

/**
 * Search, condition, price range, location, featured and sort. Typing reaches the URL (and the server
 * search) after a 300 ms pause; choices apply at once.
 */
export function CatalogToolbar({ filters, onChange }: CatalogToolbarProps) {
  const ids = { q: useId(), min: useId(), max: useId(), location: useId(), featured: useId() };
  const typed = (key: 'q' | 'minPrice' | 'maxPrice' | 'location') => (value: string) => onChange({ [key]: value }, { replace: true });

  const search = useDebouncedField(filters.q, typed('q'));
  const minPrice = useDebouncedField(filters.minPrice, typed('minPrice'));
  const maxPrice = useDebouncedField(filters.maxPrice, typed('maxPrice'));
  const location = useDebouncedField(filters.location, typed('location'));
  const searching = search.text.trim() !== '' || filters.q !== '';
  // Phones show search, condition and sort; the rest opens on demand (wider screens always show it all).
  const [moreOpen, setMoreOpen] = useState(
    () => filters.minPrice !== '' || filters.maxPrice !== '' || filters.location !== '' || filters.featured,
  );
  const moreId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search.flush();
    minPrice.flush();
    maxPrice.flush();
    location.flush();
  };

  return (
    // The fields carry the catalogue's URL parameters: sent before the app runs (a server-rendered page,
    // docs/architecture.md §5.4) or without JavaScript, the form is a plain GET of the filtered catalogue.
    <form role="search" className={toolbar} onSubmit={onSubmit}>
      <FilterField id={ids.q} label={OUR_TEXTS.search} className={searchField}>
        <div className={searchBox.root}>
          <SearchIcon className={searchBox.icon} />
          <input
            id={ids.q}
            name="q"
            type="search"
            enterKeyHint="search"
            className={cx(input(), css({ ps: '10' }))}
            placeholder={OUR_TEXTS.searchPlaceholder}
            value={search.text}
            maxLength={200}
            onChange={(event) => search.setText(event.target.value)}
          />
        </div>
      </FilterField>

      <FilterSelect label={OUR_TEXTS.condition} name="condition" value={filters.condition} onPick={(condition) => onChange({ condition })}>
        <option value="">{OUR_TEXTS.anyCondition}</option>
        <option value="New">New</option>
        <option value="Good">{OUR_TEXTS.usedAnyCondition}</option>
        {PART_CONDITIONS.filter((condition) => condition !== 'New').map((condition) => (
          <option key={condition} value={condition}>
            {condition}
          </option>
        ))}
      </FilterSelect>

      <FilterSelect
        label={OUR_TEXTS.sort}
        name="sort"
        value={effectiveSort(filters)}
        onPick={(sort) => onChange({ sort: sort as ListingSort })}
      >
        {searching ? <option value="relevance">{OUR_TEXTS.sortRelevance}</option> : null}
        <option value="newest">{OUR_TEXTS.sortNewest}</option>
        <option value="price-asc">{OUR_TEXTS.sortPriceAsc}</option>
        <option value="price-desc">{OUR_TEXTS.sortPriceDesc}</option>
      </FilterSelect>

      <button
        type="button"
        className={moreToggle}
        aria-expanded={moreOpen}
        aria-controls={moreId}
        onClick={() => setMoreOpen((open) => !open)}
      >
        {moreOpen ? OUR_TEXTS.fewerFilters : OUR_TEXTS.moreFilters}
      </button>
      <div id={moreId} className={more} data-open={moreOpen ? '' : undefined}>
        <FilterField id={ids.min} label={OUR_TEXTS.minPrice}>
          <PriceInput id={ids.min} name="minPrice" field={minPrice} />
        </FilterField>
        <FilterField id={ids.max} label={OUR_TEXTS.maxPrice}>
          <PriceInput id={ids.max} name="maxPrice" field={maxPrice} />
        </FilterField>
        <FilterField id={ids.location} label={OUR_TEXTS.location}>
          <input
            id={ids.location}
            name="location"
            className={input()}
            placeholder={OUR_TEXTS.locationPlaceholder}
            autoComplete="off"
            value={location.text}
            maxLength={150}
            onChange={(event) => location.setText(event.target.value)}
          />
        </FilterField>

        <label htmlFor={ids.featured} className={checkboxLabel}>
          <Checkbox
            id={ids.featured}
            name="featured"
            value="true"
            checked={filters.featured}
            onChange={(event) => onChange({ featured: event.target.checked })}
          />
          {OUR_TEXTS.featuredOnly}
        </label>
      </div>
      {/* Enter in any box applies the filters at once; the button is for assistive tech and old browsers. */}
      <button type="submit" className={css({ srOnly: true })}>
        {OUR_TEXTS.search}
      </button>
    </form>
  );
}

/** A filter's label above its control (given the same id). */
function FilterField({
  id,
  label: text,
  className = field,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      {children}
    </div>
  );
}

interface FilterSelectProps {
  label: string;
  name: string;
  value: string;
  onPick: (value: string) => void;
  /** The options. */
  children: ReactNode;
}

/** A labelled filter select: a choice applies at once. */
function FilterSelect({ label: text, name, value, onPick, children }: FilterSelectProps) {
  const id = useId();
  return (
    <FilterField id={id} label={text}>
      <Select id={id} name={name} value={value} onChange={(event) => onPick(event.target.value)}>
        {children}
      </Select>
    </FilterField>
  );
}

/** A price bound of the filters: dollars, with up to two decimals. */
function PriceInput({ id, name, field: bound }: { id: string; name: string; field: ReturnType<typeof useDebouncedField> }) {
  return (
    <input
      id={id}
      name={name}
      className={input()}
      inputMode="decimal"
      autoComplete="off"
      value={bound.text}
      pattern="\d*(\.\d{0,2})?"
      onChange={(event) => bound.setText(event.target.value)}
    />
  );
}

const toolbar = cx(
  cardStyles({ padding: 'md' }),
  css({
    display: 'grid',
    // Four columns at most: the selects' longest options and the location placeholder fit without clipping.
    gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' },
    gap: '3',
    alignItems: 'end',
  }),
);
const searchField = css({ gridColumn: { base: '1 / -1', xl: 'span 2' }, display: 'flex', flexDirection: 'column', gap: '1.5' });
const field = css({ display: 'flex', flexDirection: 'column', gap: '1.5', minWidth: '0' });
const label = css({ fontWeight: 'semibold', fontSize: 'sm' });
const searchBox = searchBoxStyles();

const checkboxLabel = css({
  gridColumn: { base: '1 / -1', xl: 'auto' },
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minHeight: 'touch',
  cursor: 'pointer',
  fontWeight: 'semibold',
  fontSize: 'sm',
});
const moreToggle = css({
  hideFrom: 'md',
  gridColumn: '1 / -1',
  justifySelf: 'start',
  minHeight: 'touch',
  color: 'accent.text',
  fontWeight: 'semibold',
  textDecoration: 'underline',
  cursor: 'pointer',
});
/** On phones hidden until opened; from md up its fields sit in the toolbar grid like the others. */
const more = css({
  display: { base: 'none', md: 'contents' },
  '&[data-open]': { display: 'contents' },
});
