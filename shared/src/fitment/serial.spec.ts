import { describe, expect, it } from 'vitest';
import { FITMENT_MESSAGES as M } from './fitment.constants';
import { serialKey, serialProblem } from './serial';

/** Whether `serial` lies within [from, to] by the make's keys, as fitment rows compare them. */
const within = (make: string, serial: string, from: string, to: string) => {
  const key = serialKey(make, serial)!;
  return key >= serialKey(make, from)! && key <= serialKey(make, to)!;
};

describe('serialKey — serial ranges compared in the make’s order', () => {
  it("Mercury '0G590000'–'0G760299': the bounds are in, one either side is out", () => {
    const range = ['0G590000', '0G760299'] as const;
    expect(within('Mercury', '0G590000', ...range)).toBe(true);
    expect(within('Mercury', '0G760299', ...range)).toBe(true);
    expect(within('Mercury', '0G612345', ...range)).toBe(true);
    expect(within('Mercury', '0G589999', ...range)).toBe(false);
    expect(within('Mercury', '0G760300', ...range)).toBe(false);
    // Another prefix letter is another production series.
    expect(within('Mercury', '0H612345', ...range)).toBe(false);
    expect(within('Mercury', '1B123456', ...range)).toBe(false);
  });

  it('Mercury: a leading letter O is read as the digit 0, case and spaces do not matter (Mercruiser too)', () => {
    for (const make of ['Mercury', 'Mercruiser', 'merc']) {
      expect(serialKey(make, 'OG612345'), make).toBe(serialKey(make, '0G612345'));
      expect(serialKey(make, 'og 612345'), make).toBe(serialKey(make, '0G612345'));
    }
    // Other makes keep their letter O.
    expect(serialKey('Yamaha', 'OG612345')).not.toBe(serialKey('Yamaha', '0G612345'));
  });

  it('leading zeros of the final digits do not change the key; more digits is a later serial', () => {
    expect(serialKey('Mercury', '0G0590000')).toBe(serialKey('Mercury', '0G590000'));
    expect(serialKey('Yanmar', '000123')).toBe(serialKey('Yanmar', '123'));
    expect(serialKey('Yanmar', '99999')! < serialKey('Yanmar', '100000')!).toBe(true);
    // Older all-digit Mercury serials.
    expect(within('Mercury', '5438291', '5000000', '5999999')).toBe(true);
  });

  it("Yamaha 'model code' + serial: with or without the dash, ordered by the serial within a model code", () => {
    expect(serialKey('Yamaha', '6EK-1012345')).toBe(serialKey('Yamaha', '6EK1012345'));
    expect(within('Yamaha', '6EK-1012345', '6EK-1000001', '6EK-1099999')).toBe(true);
    expect(within('Yamaha', '6EK-1100000', '6EK-1000001', '6EK-1099999')).toBe(false);
    expect(within('Yamaha', '6AW-1012345', '6EK-1000001', '6EK-1099999')).toBe(false);
  });

  it('Honda frame code + serial and Suzuki model code + serial', () => {
    expect(serialKey('Honda', 'BAZS-1100001')).toBe(serialKey('Honda', 'bazs 1100001'));
    expect(within('Honda', 'BAZS-1100500', 'BAZS-1100001', 'BAZS-1199999')).toBe(true);
    expect(within('Honda', 'BBAS-1100500', 'BAZS-1100001', 'BAZS-1199999')).toBe(false);
    expect(serialKey('Suzuki', '14003F-412345')).toBe(serialKey('Suzuki', '14003F412345'));
    expect(within('Suzuki', '14003F-412345', '14003F-400001', '14003F-499999')).toBe(true);
    expect(within('Suzuki', '14003F-512345', '14003F-400001', '14003F-499999')).toBe(false);
  });

  it('generic (a make with no published format, or unknown): prefix then number', () => {
    expect(within('Yanmar', 'E12345', 'E10000', 'E20000')).toBe(true);
    expect(within('Seven Marine', 'SM-00450', 'SM-100', 'SM-500')).toBe(true);
    expect(within('Seven Marine', 'SM-00501', 'SM-100', 'SM-500')).toBe(false);
  });

  it('no key without digits, for nothing, or past 12 digits', () => {
    expect(serialKey('Mercury', null)).toBeNull();
    expect(serialKey('Mercury', '')).toBeNull();
    expect(serialKey('Yanmar', 'ABCDEF')).toBeNull();
    expect(serialKey('Yanmar', '1234567890123')).toBeNull();
  });
});

describe("serialProblem — a serial outside the make's format", () => {
  it.each([
    ['Mercury', '0G612345'],
    ['Mercury', 'OG612345'],
    ['Mercury', '0g612345'],
    ['Mercury', '5438291'],
    ['Mercruiser', '0M123456'],
    ['Yamaha', '6EK-1012345'],
    ['Yamaha', '6EK1012345'],
    ['Yamaha', '1012345'],
    ['Suzuki', '14003F-412345'],
    ['Suzuki', '14003-412345'],
    ['Honda', 'BAZS-1100001'],
    ['Volvo Penta', '2001234567'],
    ['Yanmar', 'E12345'],
    ['Unknown Make', 'AB 12-34'],
  ])('%s %s is accepted', (make, serial) => {
    expect(serialProblem(make, serial)).toBeNull();
  });

  it.each([
    ['Mercury', '0G61234', M.serial('Mercury', '0G590000')],
    ['Merc', 'G612345X', M.serial('Mercury', '0G590000')],
    ['Yamaha', 'ABCDEFG', M.serial('Yamaha', '6EK-1012345')],
    ['Yamaha', '6EK-12345', M.serial('Yamaha', '6EK-1012345')],
    ['Suzuki', '14003F-41234', M.serial('Suzuki', '14003F-412345')],
    ['Honda', 'BAZ-1100001', M.serial('Honda', 'BAZS-1100001')],
    ['Volvo Penta', 'VP12345', M.serial('Volvo Penta', '2001234567')],
    ['Yanmar', 'AB', M.serialGeneric],
    ['Yanmar', 'AB_123', M.serialGeneric],
    ['Unknown Make', '-12345', M.serialGeneric],
  ])('%s %s is refused with the format named', (make, serial, message) => {
    expect(serialProblem(make, serial)).toBe(message);
  });
});
