import {
  ENGINE_DRIVES,
  ENGINE_FUELS,
  ENGINE_MAKES,
  type BoatInput,
  FITMENT_LIMITS,
  ROTATIONS,
  SHAFT_LENGTHS,
  findEngineMake,
} from '@dockside/shared/fitment';
import { useId, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { stack } from 'styled-system/patterns';
import { Button } from '@/components/ui/button';
import { cardStyles } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { headingStyles } from '@/components/ui/heading';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { BOAT_TEXTS as T } from '../boats.constants';
import { BoatFormSchema, type BoatFormValues, type EngineField, engineKey, newEngineId, toFormValues } from '../utils/boat-form';

const MAKE_NAMES = ENGINE_MAKES.map((make) => make.name);

interface BoatFormProps {
  title: string;
  boat?: BoatInput;
  /** Sends the boat; a message refused by the server is shown above the buttons. */
  onSave: (boat: BoatInput) => Promise<string | null>;
  onCancel: () => void;
}

/** Add or edit a boat: the hull, its HIN, and up to FITMENT_LIMITS.enginesMax engines as sub-forms. */
export function BoatForm({ title, boat, onSave, onCancel }: BoatFormProps) {
  const form = useSchemaForm(BoatFormSchema, toFormValues(boat));
  const [refused, setRefused] = useState<string | null>(null);
  const makesId = useId();
  const titleId = useId();
  const engines = form.values.engines;

  const submit = form.handleSubmit(async (output) => {
    setRefused(null);
    setRefused(await onSave(output as BoatInput));
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={titleId}>
      <h3 id={titleId} className={headingStyles({ size: 'lg' })}>
        {title}
      </h3>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{T.hull}</legend>
        <FormField label={T.labels.name} required maxLength={FITMENT_LIMITS.nameMax} {...form.bind('name')} />
        <div className={styles.pair}>
          <FormField label={T.labels.make} {...form.bind('make')} />
          <FormField label={T.labels.model} {...form.bind('model')} />
        </div>
        <div className={styles.pair}>
          <FormField label={T.labels.year} inputMode="numeric" {...form.bind('year')} />
          <FormField label={T.labels.lengthFt} inputMode="decimal" {...form.bind('lengthFt')} />
        </div>
        <FormField label={T.labels.hin} autoComplete="off" helper={T.hinHelper} {...form.bind('hin')} />
      </fieldset>

      <datalist id={makesId}>
        {MAKE_NAMES.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      {engines.map((id, index) => (
        <EngineFields
          key={id}
          index={index}
          makesId={makesId}
          bind={(field) => form.bind(engineKey(id, field))}
          make={String(form.values[engineKey(id, 'make')] ?? '')}
          onRemove={() => form.setValue('engines', (ids) => ids.filter((other) => other !== id))}
        />
      ))}
      {form.errorOf('engines') ? (
        <p className={styles.error} role="alert">
          {form.errorOf('engines')}
        </p>
      ) : null}
      {engines.length < FITMENT_LIMITS.enginesMax ? (
        <Button type="button" variant="outline" onClick={() => form.setValue('engines', (ids) => [...ids, newEngineId()])}>
          {T.addEngine}
        </Button>
      ) : null}

      {refused ? (
        <p className={styles.error} role="alert">
          {refused}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" variant="accent" disabled={form.submitting} aria-busy={form.submitting}>
          {form.submitting ? T.saving : T.save}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={form.submitting}>
          {T.cancel}
        </Button>
      </div>
    </form>
  );
}

interface EngineFieldsProps {
  index: number;
  makesId: string;
  make: string;
  bind: (field: EngineField) => ReturnType<ReturnType<typeof useSchemaForm<typeof BoatFormSchema, BoatFormValues>>['bind']>;
  onRemove: () => void;
}

/** One engine's sub-form: make (the reference makes offered, any text allowed), model (the make's families offered). */
function EngineFields({ index, makesId, make, bind, onRemove }: EngineFieldsProps) {
  const modelsId = useId();
  const known = findEngineMake(make);
  const example = known?.serialFormats[0]?.example;
  return (
    <fieldset className={styles.fieldset} data-testid="engine-fields">
      <legend className={styles.legend}>{T.engineLegend(index + 1)}</legend>
      {known ? (
        <datalist id={modelsId}>
          {known.families.map((family) => (
            <option key={family.name} value={family.name} />
          ))}
        </datalist>
      ) : null}
      <div className={styles.pair}>
        <FormField label={T.labels.engineMake} required list={makesId} autoComplete="off" {...bind('make')} />
        <FormField label={T.labels.engineModel} list={known ? modelsId : undefined} autoComplete="off" {...bind('model')} />
      </div>
      <div className={styles.pair}>
        <FormField label={T.labels.hp} inputMode="decimal" {...bind('hp')} />
        <FormField label={T.labels.engineYear} inputMode="numeric" {...bind('year')} />
      </div>
      <FormField label={T.labels.serial} autoComplete="off" helper={example ? T.serialHelper(example) : undefined} {...bind('serial')} />
      <div className={styles.pair}>
        <FormField label={T.labels.drive} options={ENGINE_DRIVES} placeholder="—" {...bind('drive')} />
        <FormField label={T.labels.fuel} options={ENGINE_FUELS} placeholder="—" {...bind('fuel')} />
      </div>
      <div className={styles.pair}>
        <FormField label={T.labels.shaftLength} options={SHAFT_LENGTHS} placeholder="—" {...bind('shaftLength')} />
        <FormField label={T.labels.rotation} options={ROTATIONS} placeholder="—" {...bind('rotation')} />
      </div>
      <div>
        <Button type="button" variant="ghost" size="sm" onClick={onRemove} aria-label={`${T.removeEngine} ${index + 1}`}>
          {T.removeEngine}
        </Button>
      </div>
    </fieldset>
  );
}

const styles = {
  form: cx(cardStyles({ padding: 'md' }), stack({ gap: '4' })),
  fieldset: css({ display: 'flex', flexDirection: 'column', gap: '3', borderTopWidth: '1px', borderColor: 'border', pt: '3', minW: '0' }),
  legend: css({ fontWeight: 'semibold', color: 'primary', float: 'left', width: 'full', mb: '1' }),
  // Two short fields side by side from small screens up; stacked on the narrowest phones.
  pair: css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '3' }),
  error: css({ fontSize: 'sm', color: 'danger', fontWeight: 'medium' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
};
