import { ENGINE_MAKES, FITMENT_FILTER_TEXTS, FITMENT_TEXTS, serialProblem } from '@dockside/shared/fitment';
import { PART_CONDITIONS, type ListingSort } from '@dockside/shared/listings';
import { useId, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { cardStyles } from '@/components/ui/card';
import { input } from 'styled-system/recipes';
import { SearchIcon } from '@/components/icons';
import { Checkbox } from '@/components/ui/checkbox';
import { Select } from '@/components/ui/select';
import { OUR_TEXTS } from '../listings.constants';
import { effectiveSort, hasFitmentFilter, type CatalogFilters } from '../utils/catalog-filters';
import { useDebouncedField } from '../utils/use-debounced-field';
import { searchBoxStyles } from '@/components/ui/search-box';

interface CatalogToolbarProps {
  filters: CatalogFilters;
  onChange: (patch: Partial<CatalogFilters>, options?: { replace?: boolean }) => void;
  /** The signed-in user's boats on this device (My Boat), first the default; none: the engine filter instead. */
  boats?: ReadonlyArray<{ id: number; name: string }>;
}

type TypedFilter = 'q' | 'minPrice' | 'maxPrice' | 'location' | 'engineMake' | 'engineModel' | 'hp' | 'serial';

/** The engine filter's fields, cleared when a boat is chosen instead. */
const NO_ENGINE = { engineMake: '', engineModel: '', hp: '', serial: '', year: '' } as const;

/**
 * Search, condition, price range, location, featured, sort, and what the part must fit: 'Fits my boat' for
 * a user with a boat (which boat, when several), else an engine described (make, model, horsepower,
 * serial). Typing reaches the URL (and the server search) after a 300 ms pause; choices apply at once.
 */
export function CatalogToolbar({ filters, onChange, boats = [] }: CatalogToolbarProps) {
  const ids = {
    q: useId(),
    min: useId(),
    max: useId(),
    location: useId(),
    featured: useId(),
    fits: useId(),
    boat: useId(),
    makes: useId(),
  };
  const typed = (key: TypedFilter) => (value: string) => onChange({ [key]: value }, { replace: true });

  const search = useDebouncedField(filters.q, typed('q'));
  const minPrice = useDebouncedField(filters.minPrice, typed('minPrice'));
  const maxPrice = useDebouncedField(filters.maxPrice, typed('maxPrice'));
  const location = useDebouncedField(filters.location, typed('location'));
  const engine = {
    make: useDebouncedField(filters.engineMake, typed('engineMake')),
    model: useDebouncedField(filters.engineModel, typed('engineModel')),
    hp: useDebouncedField(filters.hp, typed('hp')),
    serial: useDebouncedField(filters.serial, typed('serial')),
  };
  // A serial the filter leaves out until it is in the make's format (the API would refuse it).
  const serialHint = filters.engineMake.trim() && filters.serial.trim() ? serialProblem(filters.engineMake, filters.serial.trim()) : null;
  // A boat's toggle for a user with boats (or a `fits` link followed, so it can be turned off).
  const withBoats = boats.length > 0 || filters.fits !== '';
  const fitsBoat = boats.find((boat) => String(boat.id) === filters.fits) ?? boats[0];
  const searching = search.text.trim() !== '' || filters.q !== '';
  // Phones show search, condition and sort; the rest opens on demand (wider screens always show it all).
  const [moreOpen, setMoreOpen] = useState(
    () =>
      filters.minPrice !== '' ||
      filters.maxPrice !== '' ||
      filters.location !== '' ||
      filters.featured ||
      (!withBoats && [filters.engineMake, filters.engineModel, filters.hp, filters.serial].some(Boolean)),
  );
  const moreId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search.flush();
    minPrice.flush();
    maxPrice.flush();
    location.flush();
    for (const field of Object.values(engine)) field.flush();
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

      {withBoats ? (
        <div className={fitsRow}>
          <label htmlFor={ids.fits} className={checkboxLabel}>
            <Checkbox
              id={ids.fits}
              name="fits"
              value={fitsBoat ? String(fitsBoat.id) : filters.fits}
              checked={filters.fits !== ''}
              onChange={(event) => onChange({ ...NO_ENGINE, fits: event.target.checked && fitsBoat ? String(fitsBoat.id) : '' })}
            />
            {FITMENT_TEXTS.fitsMyBoat}
          </label>
          {boats.length > 1 ? (
            <div className={boatChoice}>
              <label htmlFor={ids.boat} className={label}>
                {FITMENT_FILTER_TEXTS.whichBoat}
              </label>
              <Select
                id={ids.boat}
                value={fitsBoat ? String(fitsBoat.id) : ''}
                onChange={(event) => onChange({ ...NO_ENGINE, fits: event.target.value })}
              >
                {boats.map((boat) => (
                  <option key={boat.id} value={String(boat.id)}>
                    {boat.name}
                  </option>
                ))}
              </Select>
            </div>
          ) : null}
        </div>
      ) : null}

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

        {withBoats ? null : (
          <fieldset className={engineGroup}>
            <legend className={cx(label, legend)}>{FITMENT_FILTER_TEXTS.engine}</legend>
            <EngineInput
              label={FITMENT_FILTER_TEXTS.engineMake}
              name="engineMake"
              field={engine.make}
              placeholder={FITMENT_FILTER_TEXTS.makePlaceholder}
              list={ids.makes}
            />
            <datalist id={ids.makes}>
              {ENGINE_MAKES.map((make) => (
                <option key={make.name} value={make.name} />
              ))}
            </datalist>
            <EngineInput
              label={FITMENT_FILTER_TEXTS.engineModel}
              name="engineModel"
              field={engine.model}
              placeholder={FITMENT_FILTER_TEXTS.modelPlaceholder}
            />
            <EngineInput label={FITMENT_FILTER_TEXTS.hp} name="hp" field={engine.hp} inputMode="numeric" pattern="\d*" maxLength={4} />
            <EngineInput
              label={FITMENT_FILTER_TEXTS.serial}
              name="serial"
              field={engine.serial}
              placeholder={FITMENT_FILTER_TEXTS.serialPlaceholder}
            />
            {serialHint ? (
              <p className={hint} role="status">
                {serialHint}
              </p>
            ) : null}
          </fieldset>
        )}
      </div>
      {hasFitmentFilter(filters) ? (
        <p className={fitsNote} role="status">
          {FITMENT_TEXTS.fitsFilterNote}
        </p>
      ) : null}
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

/** A text field of the engine filter (committed after a pause, as the search). */
function EngineInput({
  label: text,
  name,
  field: typedField,
  ...props
}: { label: string; name: string; field: ReturnType<typeof useDebouncedField> } & Pick<
  ComponentProps<'input'>,
  'placeholder' | 'list' | 'inputMode' | 'pattern' | 'maxLength'
>) {
  const id = useId();
  return (
    <FilterField id={id} label={text}>
      <input
        id={id}
        name={name}
        className={input()}
        autoComplete="off"
        maxLength={60}
        value={typedField.text}
        onChange={(event) => typedField.setText(event.target.value)}
        {...props}
      />
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

/** The boat toggle (and which boat): a row of its own, the full width of the toolbar. */
const fitsRow = css({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  columnGap: '4',
  rowGap: '2',
});
const boatChoice = css({ display: 'flex', flexDirection: 'column', gap: '1.5', flex: '1', minWidth: '10rem', maxWidth: '20rem' });
/** The engine's four fields: two by two on phones, in one row from md up. */
const engineGroup = css({
  gridColumn: '1 / -1',
  display: 'grid',
  gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(4, 1fr)' },
  gap: '3',
  border: 'none',
  p: '0',
  m: '0',
  minWidth: '0',
});
const legend = css({ gridColumn: '1 / -1', p: '0', mb: '1' });
const hint = css({ gridColumn: '1 / -1', fontSize: 'sm', color: 'danger' });
const fitsNote = css({ gridColumn: '1 / -1', fontSize: 'sm', color: 'fg.muted' });
