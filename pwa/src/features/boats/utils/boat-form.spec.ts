import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FITMENT_MESSAGES as M } from '@dockside/shared/fitment';
import { fieldErrors } from '@/lib/forms/use-schema-form';
import { boatFactory } from '../test/boat.factory';
import { BoatFormSchema, engineKey, toFormValues } from './boat-form';

describe('the boat form over the shared BoatSchema', () => {
  it('turns a boat into text fields and back into the same body', () => {
    const boat = boatFactory();
    const values = toFormValues(boat);
    expect(values.engines).toHaveLength(1);
    expect(values[engineKey(values.engines[0], 'hp')]).toBe('150');
    expect(values.lengthFt).toBe('20.5');
    const parsed = v.parse(BoatFormSchema, values);
    expect(parsed).toEqual({
      name: boat.name,
      make: boat.make,
      model: boat.model,
      year: 2006,
      lengthFt: 20.5,
      hin: boat.hin,
      engines: boat.engines,
    });
  });

  it("puts each message under the field it names, an engine's under that engine's field", () => {
    const values = toFormValues(boatFactory());
    const [first] = values.engines;
    const second = 'extra';
    const edited = {
      ...values,
      hin: 'ABC12O45F506',
      year: '1890',
      engines: [first, second],
      [engineKey(second, 'make')]: 'merc',
      [engineKey(second, 'serial')]: '0G61234',
    };
    const result = v.safeParse(BoatFormSchema, edited);
    expect(result.success).toBe(false);
    expect(fieldErrors(result.issues!)).toEqual({
      hin: M.hinSerial,
      year: M.year(),
      [engineKey(second, 'serial')]: M.serial('Mercury', '0G590000'),
    });
  });

  it('an empty form needs a name; a fifth engine is refused on the engines as a whole', () => {
    expect(fieldErrors(v.safeParse(BoatFormSchema, toFormValues()).issues!)).toEqual({ name: M.boatName });
    const values = toFormValues(boatFactory({ engines: Array.from({ length: 5 }, () => boatFactory().engines[0]) }));
    expect(fieldErrors(v.safeParse(BoatFormSchema, values).issues!)).toEqual({ engines: M.enginesMax });
  });
});
