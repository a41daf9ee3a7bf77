import { describe, expect, it } from 'vitest';
import { ENGINE_MAKES, findEngineMake, modelCovers, modelTokens, nameKey, normalizeEngineMake, normalizeEngineModel } from './engine-makes';

describe('normalizeEngineMake — aliases and spelling onto the reference names', () => {
  it.each([
    ['merc', 'Mercury'],
    ['MERC', 'Mercury'],
    ['Mercury Marine', 'Mercury'],
    ['mariner', 'Mercury'],
    ['mercruiser', 'Mercruiser'],
    ['Merc Cruiser', 'Mercruiser'],
    ['volvo-penta', 'Volvo Penta'],
    ['VOLVO PENTA', 'Volvo Penta'],
    ['volvo', 'Volvo Penta'],
    [' yamaha  marine ', 'Yamaha'],
    ['OMC', 'Johnson'],
    ['evinrude e-tec', 'Evinrude'],
    ['Nissan Marine', 'Tohatsu'],
    ['beta', 'Beta Marine'],
    ['Universal', 'Westerbeke'],
    ['yanmar', 'Yanmar'],
  ])('%j → %s', (text, name) => {
    expect(normalizeEngineMake(text)).toBe(name);
  });

  it.each([
    ['  seven   marine ', 'Seven Marine'],
    ['OXE DIESEL', 'Oxe Diesel'],
    ['cox-powertrain', 'Cox-Powertrain'],
    // Written in mixed case: the writer's own capitals are kept.
    ['CMD Oxe', 'CMD Oxe'],
    ['McCulloch', 'McCulloch'],
  ])('an unknown make is tidied: %j → %s', (text, name) => {
    expect(normalizeEngineMake(text)).toBe(name);
  });

  it('findEngineMake and nameKey: one key for every spelling of a name', () => {
    expect(nameKey('Volvo-Penta')).toBe(nameKey(' volvo penta '));
    expect(findEngineMake('MerCruiser')?.name).toBe('Mercruiser');
    expect(findEngineMake('Seagull')).toBeUndefined();
    expect(findEngineMake(null)).toBeUndefined();
  });
});

describe('normalizeEngineModel, modelTokens, modelCovers', () => {
  it('writes a reference family in its own spelling, other models with their spacing tidied', () => {
    expect(normalizeEngineModel('Mercury', 'verado')).toBe('Verado');
    expect(normalizeEngineModel('Mercury', 'pro  xs')).toBe('Pro XS');
    expect(normalizeEngineModel('Mercury', ' Verado   250 ')).toBe('Verado 250');
    expect(normalizeEngineModel('Seagull', 'forty  plus')).toBe('forty plus');
  });

  it('splits models into the words they are compared by; a family covers the models whose words it begins', () => {
    expect(modelTokens('Pro XS 150')).toEqual(['PRO', 'XS', '150']);
    expect(modelTokens('E-TEC G2')).toEqual(['ETEC', 'G2']);
    expect(modelTokens('4.3 MPI')).toEqual(['4.3', 'MPI']);
    expect(modelTokens(null)).toEqual([]);
    expect(modelCovers(modelTokens('F150'), modelTokens('F150XA'))).toBe(true);
    expect(modelCovers(modelTokens('Verado'), modelTokens('Verado 250'))).toBe(true);
    expect(modelCovers(modelTokens('3GM'), modelTokens('3GM30F'))).toBe(true);
    expect(modelCovers(modelTokens('DF140'), modelTokens('DF115'))).toBe(false);
    expect(modelCovers(modelTokens('Pro XS'), modelTokens('Verado 250'))).toBe(false);
    expect(modelCovers([], modelTokens('anything'))).toBe(true);
  });
});

describe('ENGINE_MAKES — the reference list', () => {
  it('has the makes the product names, each once', () => {
    const names = ENGINE_MAKES.map((m) => m.name);
    for (const name of [
      'Mercury',
      'Mercruiser',
      'Yamaha',
      'Suzuki',
      'Honda',
      'Evinrude',
      'Johnson',
      'Tohatsu',
      'Volvo Penta',
      'Yanmar',
      'Beta Marine',
      'Westerbeke',
    ]) {
      expect(names).toContain(name);
    }
    expect(new Set(names).size).toBe(names.length);
  });

  it('no alias means two makes; families have ordered horsepower ranges; every serial example fits its own format', () => {
    const owners = new Map<string, Set<string>>();
    for (const make of ENGINE_MAKES)
      for (const name of [make.name, ...make.aliases]) owners.set(nameKey(name), (owners.get(nameKey(name)) ?? new Set()).add(make.name));
    expect([...owners].filter(([, makes]) => makes.size > 1)).toEqual([]);
    for (const make of ENGINE_MAKES) {
      for (const family of make.families) expect(family.hpFrom, `${make.name} ${family.name}`).toBeLessThanOrEqual(family.hpTo);
      for (const format of make.serialFormats)
        expect(new RegExp(format.pattern).test(format.example), `${make.name} ${format.example}`).toBe(true);
    }
  });
});
