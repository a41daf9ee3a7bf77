import {
  ENGINE_MAKES,
  FITMENT_LIMITS,
  PART_NUMBER_RELATIONS,
  PROPELLER_SPEC_KEYS,
  ROTATIONS,
  SPEC_UNITS,
  findEngineMake,
} from '@dockside/shared/fitment';
import { useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { Button } from '@/components/ui/button';
import { cardStyles } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import {
  emptyFitmentRow,
  emptyPartNumber,
  emptySpec,
  type FitmentListName as ListName,
  type FitmentLists,
  type FitmentPath as Path,
  type FitmentRowValues,
  type PartNumberValues,
  type SpecValues,
} from './fitment-values';
import { COMMON_SPEC_KEYS, FITMENT_FORM_TEXTS as T, PART_BRANDS, RELATION_LABELS } from './fitment-ui.constants';

export interface FitmentEditorProps {
  values: FitmentLists;
  /** Changes one list from its current rows (`useSchemaForm`'s setValue). */
  setList: <K extends ListName>(name: K, change: (rows: FitmentLists[K]) => FitmentLists[K]) => void;
  /** The shared schema's message at a path ('fitment.0.hpFrom'), once it is to be shown. */
  errorAt: (path: Path) => string | undefined;
  touch: (path: Path) => void;
}

const UNITS = [...new Set(Object.values(SPEC_UNITS))];
const MAKE_NAMES = ENGINE_MAKES.map((make) => make.name);
/** Every field of the listing form leaves out the optional marker (spec §2 lists them by bare names). */
const plain = { markOptional: false, autoComplete: 'off' } as const;

/**
 * The listing form's fitment (docs/decisions.md "Fitment"): the engines the part fits, its specifications
 * and its part numbers, each a collapsed section with its count; every row optional, checked by the shared
 * listing schema, with its messages under the row's fields.
 */
export function FitmentEditor({ values, setList, errorAt, touch }: FitmentEditorProps) {
  const ids = useId();
  const root = useRef<HTMLDivElement>(null);

  /** A row field bound to the form: its value, its change, its blur and its message. */
  const rowField = <K extends ListName>(name: K, index: number, key: keyof FitmentLists[K][number] & string) => {
    const path: Path = `${name}.${index}.${key}`;
    const rows = values[name] as ReadonlyArray<Record<string, string>>;
    return {
      binding: {
        name: path,
        value: rows[index]?.[key] ?? '',
        onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
          const value = event.target.value;
          setList(name, (current) => current.map((row, i) => (i === index ? { ...row, [key]: value } : row)) as FitmentLists[K]);
        },
        onBlur: () => touch(path),
      },
      error: errorAt(path),
    };
  };

  /** Adds rows and moves focus to the first field of the first one added. */
  const add = <K extends ListName>(name: K, added: FitmentLists[K], firstKey: string) => {
    const at = values[name].length;
    setList(name, (current) => [...current, ...added] as FitmentLists[K]);
    setTimeout(() => root.current?.querySelector<HTMLElement>(`[name="${name}.${at}.${firstKey}"]`)?.focus());
  };
  const remove = <K extends ListName>(name: K, index: number) =>
    setList(name, (current) => current.filter((_, i) => i !== index) as FitmentLists[K]);

  /** Whether a list or any of its rows has a message showing (the section then stays open). */
  const hasErrors = (name: ListName) =>
    Boolean(errorAt(name)) ||
    (values[name] as ReadonlyArray<Record<string, string>>).some(
      (row, i) => Boolean(errorAt(`${name}.${i}`)) || Object.keys(row).some((key) => Boolean(errorAt(`${name}.${i}.${key}`))),
    );

  const { fitment, specs, partNumbers } = values;
  const missingPropellerKeys = PROPELLER_SPEC_KEYS.filter((key) => !specs.some((spec) => spec.key.trim().toLowerCase() === key));
  const propellerBlocked =
    missingPropellerKeys.length === 0
      ? T.propellerPresent
      : specs.length + missingPropellerKeys.length > FITMENT_LIMITS.specsMax
        ? T.specsFull
        : undefined;

  return (
    <div ref={root} className={styles.sections}>
      <datalist id={`${ids}-makes`}>
        {MAKE_NAMES.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <datalist id={`${ids}-units`}>
        {UNITS.map((unit) => (
          <option key={unit} value={unit} />
        ))}
      </datalist>
      <datalist id={`${ids}-spec-keys`}>
        {[...PROPELLER_SPEC_KEYS, ...COMMON_SPEC_KEYS].map((key) => (
          <option key={key} value={key} />
        ))}
      </datalist>
      <datalist id={`${ids}-rotations`}>
        {ROTATIONS.map((rotation) => (
          <option key={rotation} value={rotation} />
        ))}
      </datalist>
      <datalist id={`${ids}-brands`}>
        {[...MAKE_NAMES, ...PART_BRANDS].map((brand) => (
          <option key={brand} value={brand} />
        ))}
      </datalist>

      <Section
        title={T.fitsSection}
        count={fitment.length}
        hint={T.fitsHint}
        forcedOpen={hasErrors('fitment')}
        error={errorAt('fitment')}
        actions={
          <AddButton
            label={T.addApplication}
            blocked={fitment.length >= FITMENT_LIMITS.fitmentRowsMax ? T.fitmentFull : undefined}
            onClick={() => add('fitment', [emptyFitmentRow()], 'engineMake')}
          />
        }
      >
        {fitment.map((row, index) => (
          <ApplicationRow
            key={index}
            index={index}
            row={row}
            field={(key) => rowField('fitment', index, key)}
            makesList={`${ids}-makes`}
            onRemove={() => remove('fitment', index)}
          />
        ))}
      </Section>

      <Section
        title={T.specsSection}
        count={specs.length}
        hint={T.specsHint}
        forcedOpen={hasErrors('specs')}
        error={errorAt('specs')}
        actions={
          <>
            <AddButton
              label={T.addSpec}
              blocked={specs.length >= FITMENT_LIMITS.specsMax ? T.specsFull : undefined}
              onClick={() => add('specs', [emptySpec()], 'key')}
            />
            <AddButton
              label={T.addPropeller}
              blocked={propellerBlocked}
              onClick={() =>
                add(
                  'specs',
                  missingPropellerKeys.map((key) => emptySpec(key, key === 'diameter' || key === 'pitch' ? 'in' : '')),
                  'value',
                )
              }
            />
          </>
        }
      >
        {specs.map((spec, index) => (
          <SpecRow
            key={index}
            index={index}
            spec={spec}
            field={(key) => rowField('specs', index, key)}
            rowError={errorAt(`specs.${index}`)}
            lists={{ keys: `${ids}-spec-keys`, units: `${ids}-units`, rotations: `${ids}-rotations` }}
            onRemove={() => remove('specs', index)}
          />
        ))}
      </Section>

      <Section
        title={T.numbersSection}
        count={partNumbers.length}
        hint={T.numbersHint}
        forcedOpen={hasErrors('partNumbers')}
        error={errorAt('partNumbers')}
        actions={
          <AddButton
            label={T.addPartNumber}
            blocked={partNumbers.length >= FITMENT_LIMITS.partNumbersMax ? T.numbersFull : undefined}
            onClick={() =>
              add('partNumbers', [emptyPartNumber(partNumbers.some((n) => n.relation === 'own') ? 'supersedes' : 'own')], 'number')
            }
          />
        }
      >
        {partNumbers.map((number, index) => (
          <PartNumberRow
            key={index}
            index={index}
            number={number}
            field={(key) => rowField('partNumbers', index, key)}
            brandsList={`${ids}-brands`}
            onRemove={() => remove('partNumbers', index)}
          />
        ))}
      </Section>
    </div>
  );
}

type Bound = {
  binding: {
    name: string;
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
    onBlur: () => void;
  };
  error: string | undefined;
};

function ApplicationRow({
  index,
  row,
  field,
  makesList,
  onRemove,
}: {
  index: number;
  row: FitmentRowValues;
  field: (key: keyof FitmentRowValues) => Bound;
  makesList: string;
  onRemove: () => void;
}) {
  const id = useId();
  const make = findEngineMake(row.engineMake);
  const serialExample = make?.serialFormats[0]?.example;
  return (
    <RowCard title={T.application(index + 1)} onRemove={onRemove}>
      <div className={styles.pair}>
        <FormField {...plain} label={T.engineMake} required maxLength={FITMENT_LIMITS.textMax} list={makesList} {...field('engineMake')} />
        <FormField {...plain} label={T.engineModel} maxLength={FITMENT_LIMITS.textMax} list={`${id}-families`} {...field('engineModel')} />
      </div>
      <datalist id={`${id}-families`}>
        {make?.families.map((family) => (
          <option key={family.name} value={family.name} label={`${family.hpFrom}–${family.hpTo} hp`} />
        ))}
      </datalist>
      <div className={styles.pair}>
        <FormField {...plain} label={T.hpFrom} inputMode="decimal" maxLength={6} {...field('hpFrom')} />
        <FormField {...plain} label={T.hpTo} inputMode="decimal" maxLength={6} {...field('hpTo')} />
        <FormField {...plain} label={T.yearFrom} inputMode="numeric" maxLength={4} {...field('yearFrom')} />
        <FormField {...plain} label={T.yearTo} inputMode="numeric" maxLength={4} {...field('yearTo')} />
        <FormField {...plain} label={T.serialFrom} maxLength={24} placeholder={serialExample} {...field('serialFrom')} />
        <FormField {...plain} label={T.serialTo} maxLength={24} placeholder={serialExample} {...field('serialTo')} />
      </div>
      <FormField {...plain} label={T.note} maxLength={FITMENT_LIMITS.noteMax} placeholder={T.notePlaceholder} {...field('note')} />
    </RowCard>
  );
}

function SpecRow({
  index,
  spec,
  field,
  rowError,
  lists,
  onRemove,
}: {
  index: number;
  spec: SpecValues;
  field: (key: keyof SpecValues) => Bound;
  /** A message about the row as a whole (an unknown unit). */
  rowError: string | undefined;
  lists: { keys: string; units: string; rotations: string };
  onRemove: () => void;
}) {
  const id = useId();
  const isRotation = spec.key.trim().toLowerCase() === 'rotation';
  const title = T.specification(index + 1);
  // Compact (a propeller adds six): the row's name is for assistive technology, Remove sits beside the name.
  return (
    <div role="group" aria-labelledby={id} className={styles.spec}>
      <p id={id} className={styles.hidden}>
        {title}
      </p>
      <FormField {...plain} label={T.specKey} required maxLength={40} list={lists.keys} className={styles.specKey} {...field('key')} />
      <Button variant="ghost" size="sm" onClick={onRemove} aria-label={T.removeRow(title)} className={styles.specRemove}>
        {T.remove}
      </Button>
      <FormField
        {...plain}
        label={T.specValue}
        required
        maxLength={FITMENT_LIMITS.specValueMax}
        list={isRotation ? lists.rotations : undefined}
        className={styles.specValue}
        {...field('value')}
      />
      <FormField {...plain} label={T.specUnit} maxLength={12} list={lists.units} className={styles.specUnit} {...field('unit')} />
      {rowError ? (
        <p role="alert" className={cx(styles.error, styles.specError)}>
          {rowError}
        </p>
      ) : null}
    </div>
  );
}

function PartNumberRow({
  index,
  number,
  field,
  brandsList,
  onRemove,
}: {
  index: number;
  number: PartNumberValues;
  field: (key: keyof PartNumberValues) => Bound;
  brandsList: string;
  onRemove: () => void;
}) {
  const relationId = useId();
  const relation = field('relation');
  return (
    <RowCard title={T.partNumber(index + 1)} onRemove={onRemove}>
      <FormField {...plain} label={T.number} required maxLength={FITMENT_LIMITS.partNumberMax} {...field('number')} />
      <div className={styles.pair}>
        <FormField {...plain} label={T.brand} maxLength={FITMENT_LIMITS.textMax} list={brandsList} {...field('brand')} />
        <div className={styles.selectField}>
          <label htmlFor={relationId} className={styles.selectLabel}>
            {T.relation}
          </label>
          <Select id={relationId} {...relation.binding} value={number.relation}>
            {PART_NUMBER_RELATIONS.map((value) => (
              <option key={value} value={value}>
                {RELATION_LABELS[value]}
              </option>
            ))}
          </Select>
        </div>
      </div>
    </RowCard>
  );
}

function RowCard({ title, onRemove, children }: { title: string; onRemove: () => void; children: ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className={styles.row}>
      <div className={styles.rowHeader}>
        <p id={id} className={styles.rowTitle}>
          {title}
        </p>
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={T.removeRow(title)}>
          {T.remove}
        </Button>
      </div>
      {children}
    </div>
  );
}

/** An add button; when the list is full it is disabled and says why. */
function AddButton({ label, blocked, onClick }: { label: string; blocked: string | undefined; onClick: () => void }) {
  const id = useId();
  return (
    <span className={styles.add}>
      <Button variant="outline" size="sm" onClick={onClick} disabled={blocked !== undefined} aria-describedby={blocked ? id : undefined}>
        + {label}
      </Button>
      {blocked ? (
        <span id={id} className={styles.blocked}>
          {blocked}
        </span>
      ) : null}
    </span>
  );
}

/**
 * A collapsed section: its title with the count of its rows ('Fits (2)') opens it. It stays open while it
 * has a message to show, so the submit's move to the first invalid field finds it.
 */
function Section({
  title,
  count,
  hint,
  forcedOpen,
  error,
  actions,
  children,
}: {
  title: string;
  count: number;
  hint: string;
  forcedOpen: boolean;
  error: string | undefined;
  actions: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  const [opened, setOpened] = useState(false);
  const open = opened || forcedOpen;
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h3 className={styles.sectionHeading}>
        <button
          type="button"
          id={`${id}-title`}
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpened(!open)}
        >
          <span aria-hidden="true" className={cx(styles.chevron, open ? styles.chevronOpen : undefined)}>
            ›
          </span>
          {T.counted(title, count)}
        </button>
      </h3>
      <div id={`${id}-body`} hidden={!open} className={styles.body}>
        {open ? (
          <>
            <p className={styles.hint}>{hint}</p>
            {children}
            {error ? (
              <p role="alert" className={styles.error}>
                {error}
              </p>
            ) : null}
            <div className={styles.actions}>{actions}</div>
          </>
        ) : null}
      </div>
    </section>
  );
}

/** A row of a section: a small card on the muted surface. */
const rowSurface = cx(cardStyles({ padding: 'sm' }), css({ bg: 'bg.muted' }));

const styles = {
  sections: css({ display: 'flex', flexDirection: 'column', borderTopWidth: '1px', borderColor: 'border' }),
  section: css({ borderBottomWidth: '1px', borderColor: 'border' }),
  sectionHeading: css({ fontSize: 'md', fontWeight: 'semibold' }),
  toggle: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    width: 'full',
    minHeight: 'touch',
    py: '2',
    textAlign: 'start',
    cursor: 'pointer',
    color: 'fg',
  }),
  chevron: css({
    display: 'inline-block',
    width: '4',
    fontSize: 'lg',
    lineHeight: '1',
    transitionProperty: 'transform',
    transitionDuration: 'quick',
  }),
  chevronOpen: css({ transform: 'rotate(90deg)' }),
  body: css({ display: 'flex', flexDirection: 'column', gap: '3', pb: '4' }),
  hint: css({ color: 'fg.muted', fontSize: 'sm' }),
  row: cx(rowSurface, css({ display: 'flex', flexDirection: 'column', gap: '3' })),
  rowHeader: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', mb: '-1' }),
  rowTitle: css({ fontWeight: 'semibold', fontSize: 'sm', color: 'fg.muted' }),
  pair: css({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '3' }),
  // Phones: the name with Remove beside it, then value and unit; wider screens: one line.
  spec: cx(
    rowSurface,
    css({
      display: 'grid',
      gridTemplateColumns: { base: 'minmax(0, 2fr) minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 2fr) minmax(0, 1fr) auto' },
      gridTemplateAreas: { base: '"key remove" "value unit" "error error"', md: '"key value unit remove" "error error error error"' },
      columnGap: '3',
      rowGap: '2',
    }),
  ),
  specKey: css({ gridArea: 'key' }),
  specValue: css({ gridArea: 'value' }),
  specUnit: css({ gridArea: 'unit' }),
  specRemove: css({ gridArea: 'remove', alignSelf: 'end', justifySelf: 'end' }),
  specError: css({ gridArea: 'error' }),
  hidden: css({ srOnly: true }),
  selectField: css({ display: 'flex', flexDirection: 'column', gap: '1.5', minWidth: '0' }),
  selectLabel: css({ fontWeight: 'semibold', color: 'fg' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' }),
  add: css({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' }),
  blocked: css({ color: 'fg.muted', fontSize: 'sm' }),
  error: css({ color: 'danger', fontSize: 'sm', fontWeight: 'medium' }),
};
