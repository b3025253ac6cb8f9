import { describe, expect, it } from 'vitest';
import { locationHint } from '../../../worker/routes/location-hint.js';

describe('locationHint: the region of a new table from its creator’s place', () => {
  const cases: [string, Parameters<typeof locationHint>[0], string | undefined][] = [
    ['Riyadh (no Durable Objects in the Middle East)', { continent: 'AS', country: 'SA' }, 'eeur'],
    ['Dubai', { continent: 'AS', country: 'AE' }, 'eeur'],
    ['Kuwait', { continent: 'AS', country: 'KW' }, 'eeur'],
    ['Istanbul', { continent: 'EU', country: 'TR' }, 'eeur'],
    ['Kerala', { continent: 'AS', country: 'IN' }, 'apac'],
    ['Singapore', { continent: 'AS', country: 'SG' }, 'apac'],
    ['Almaty', { continent: 'AS', country: 'KZ' }, 'eeur'],
    ['Trinidad (Caribbean)', { continent: 'NA', country: 'TT', longitude: '-61.5' }, 'enam'],
    ['New York', { continent: 'NA', country: 'US', longitude: '-74.0' }, 'enam'],
    ['Los Angeles', { continent: 'NA', country: 'US', longitude: '-118.2' }, 'wnam'],
    ['North America without a longitude', { continent: 'NA', country: 'CA' }, 'enam'],
    ['São Paulo (no Durable Objects in South America)', { continent: 'SA', country: 'BR' }, 'enam'],
    ['Guyana', { continent: 'SA', country: 'GY' }, 'enam'],
    ['Lagos (no Durable Objects in Africa)', { continent: 'AF', country: 'NG' }, 'weur'],
    ['Casablanca', { continent: 'AF', country: 'MA' }, 'weur'],
    ['Cairo', { continent: 'AF', country: 'EG' }, 'eeur'],
    ['Nairobi', { continent: 'AF', country: 'KE' }, 'eeur'],
    ['London', { continent: 'EU', country: 'GB' }, 'weur'],
    ['Warsaw', { continent: 'EU', country: 'PL' }, 'eeur'],
    ['Sydney', { continent: 'OC', country: 'AU' }, 'oc'],
    ['Antarctica', { continent: 'AN' }, undefined],
    ['unknown', undefined, undefined],
  ];
  for (const [where, place, hint] of cases) {
    it(`${where} -> ${hint ?? 'no hint'}`, () => {
      expect(locationHint(place)).toBe(hint);
    });
  }

  it('never picks a region without Durable Objects', () => {
    for (const [, place] of cases) expect(['me', 'afr', 'sam']).not.toContain(locationHint(place));
  });
});
