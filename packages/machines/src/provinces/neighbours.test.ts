import { describe, expect, it } from 'vitest';

import { PROVINCE_NEIGHBOURS, neighbouringProvinces } from './neighbours.ts';
import { provinceCodes, type ProvinceCode } from './provinces.ts';

describe('the neighbouring provinces', () => {
  it('name every province, never itself, each neighbour once', () => {
    expect(Object.keys(PROVINCE_NEIGHBOURS).sort()).toEqual([...provinceCodes].sort());
    for (const code of provinceCodes) {
      const next = PROVINCE_NEIGHBOURS[code];
      expect(next.length, code).toBeGreaterThan(0);
      expect(next, code).not.toContain(code);
      expect(new Set(next).size, code).toBe(next.length);
    }
  });

  it('are symmetric: a border is shared by both sides', () => {
    const oneSided = provinceCodes.flatMap((a) =>
      PROVINCE_NEIGHBOURS[a]
        .filter((b) => !PROVINCE_NEIGHBOURS[b].includes(a))
        .map((b) => `${a}→${b}`),
    );
    expect(oneSided).toEqual([]);
  });

  it('join every province into one network, from Chiang Rai to Narathiwat', () => {
    const reached = new Set<ProvinceCode>(['TH-10']);
    const queue: ProvinceCode[] = ['TH-10'];
    for (let code = queue.shift(); code; code = queue.shift())
      for (const next of PROVINCE_NEIGHBOURS[code]) {
        if (reached.has(next)) continue;
        reached.add(next);
        queue.push(next);
      }
    expect(reached.size).toBe(77);
  });

  it.each([
    ['TH-83', ['TH-82']],
    ['TH-10', ['TH-11', 'TH-12', 'TH-13', 'TH-24', 'TH-73', 'TH-74']],
    ['TH-50', ['TH-51', 'TH-52', 'TH-57', 'TH-58', 'TH-63']],
  ] as const)('%s borders %j', (code, next) => {
    expect(neighbouringProvinces(code)).toEqual(next);
  });

  it('has none for what is not a province code', () => {
    expect(neighbouringProvinces('Chiang Mai')).toEqual([]);
  });
});
