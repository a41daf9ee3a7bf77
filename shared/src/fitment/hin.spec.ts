import { describe, expect, it } from 'vitest';
import { FITMENT_MESSAGES as M } from './fitment.constants';
import { parseHin, tidyHin } from './hin';

const decoded = (hin: string) => {
  const result = parseHin(hin);
  if (!result.ok) throw new Error(`${hin}: ${result.message}`);
  return result;
};
const problem = (hin: string) => {
  const result = parseHin(hin);
  return result.ok ? null : result.message;
};

describe('parseHin — the three accepted formats, each field decoded', () => {
  it('current format (since August 1984): MIC, serial, production month letter, production year digit, model year', () => {
    expect(decoded('NTL12345F506')).toEqual({
      ok: true,
      hin: 'NTL12345F506',
      decoded: { manufacturerCode: 'NTL', serial: '12345', productionMonth: 6, productionYear: 2005, modelYear: 2006, format: 'current' },
    });
    // Built in the model year itself (April 2004, model year 2004), and a 1985 model built in January 1984.
    expect(decoded('ABC12345D404').decoded).toMatchObject({ productionMonth: 4, productionYear: 2004, modelYear: 2004 });
    expect(decoded('ABC12345A485').decoded).toMatchObject({ productionMonth: 1, productionYear: 1984, modelYear: 1985 });
    // December is L; serials may hold letters (not I, O, Q).
    expect(decoded('GDYA7B2ZL919').decoded).toMatchObject({ serial: 'A7B2Z', productionMonth: 12, productionYear: 2019, modelYear: 2019 });
  });

  it('model-year format (1972 – July 1984): M, the two-digit model year, the month letter', () => {
    expect(decoded('ABC12345M83J').decoded).toEqual({
      manufacturerCode: 'ABC',
      serial: '12345',
      modelYear: 1983,
      productionMonth: 10,
      productionYear: 1983,
      format: 'model-year',
    });
  });

  it('straight-year format (1972 – July 1984): the production month as two digits and the year', () => {
    expect(decoded('ABC123451183').decoded).toEqual({
      manufacturerCode: 'ABC',
      serial: '12345',
      modelYear: 1983,
      productionMonth: 11,
      productionYear: 1983,
      format: 'straight-year',
    });
  });

  it('reads separators, lower case and the "US" prefix the way the plate is written', () => {
    for (const text of ['US-NTL12345F506', 'ntl12345f506', ' NTL-12345-F5-06 ', 'us ntl 12345 f5 06', 'NTL.12345.F506']) {
      expect(decoded(text).hin, text).toBe('NTL12345F506');
    }
    expect(tidyHin('US-NTL12345F506')).toBe('NTL12345F506');
    // Twelve characters starting with US are a HIN of their own, not a prefix.
    expect(decoded('USA12345F506').decoded.manufacturerCode).toBe('USA');
  });
});

describe('parseHin — malformed HINs, each with the message naming what is wrong', () => {
  it.each(['', 'NTL1234F506', 'NTL123456F506', 'NTL12345F50!', 'NTL12345F5O6 X', 'ÑTL12345F506'])('length or characters: %j', (hin) => {
    expect(problem(hin)).toBe(M.hinLength);
  });

  it.each(['1TL12345F506', '9AB12345F506'])('manufacturer code not starting with a letter: %s', (hin) => {
    expect(problem(hin)).toBe(M.hinManufacturer);
  });

  it.each(['NTL1I345F506', 'NTLO2345F506', 'NTL1234QF506'])('hull serial with I, O or Q: %s', (hin) => {
    expect(problem(hin)).toBe(M.hinSerial);
  });

  const nextYear = new Date().getFullYear() + 1;
  const twoAhead = String((nextYear + 1) % 100).padStart(2, '0');
  it.each([
    ['month letter past L', 'NTL12345M506'],
    ['month letter Z', 'NTL12345Z506'],
    ['production year neither the model year nor the one before', 'NTL12345F706'],
    ['model year after next year', `NTL12345A${(nextYear + 1) % 10}${twoAhead}`],
    ['model-year format outside 1972–1984', 'NTL12345M90A'],
    ['model-year format before 1972', 'NTL12345M71A'],
    ['model-year format with a month past L', 'NTL12345M83M'],
    ['straight-year month 13', 'NTL123451383'],
    ['straight-year month 00', 'NTL123450083'],
    ['straight-year before 1972', 'NTL123450171'],
    ['straight-year after 1984', 'NTL123450190'],
  ])('bad date (%s): %s', (_case, hin) => {
    expect(problem(hin)).toBe(M.hinDate);
  });
});
