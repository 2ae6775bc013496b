import { describe, expect, it } from 'vitest';
import { type DivisionMember, divisionZones } from './zones';

/** Ten members m1…m10 with trophies 10…1 (m1 the most), reaching their scores in order. */
const division = (): DivisionMember[] =>
  Array.from({ length: 10 }, (_, i) => ({ id: `m${i + 1}`, trophies: 10 - i, reachedAt: i }));

describe('divisionZones', () => {
  it('promotes the top fifth and relegates the bottom fifth', () => {
    const zoned = divisionZones('silver', division());
    expect(zoned.map((m) => `${m.id}:${m.zone}:${m.nextLeague}`)).toEqual([
      'm1:promotion:crystal',
      'm2:promotion:crystal',
      'm3:stay:silver',
      'm4:stay:silver',
      'm5:stay:silver',
      'm6:stay:silver',
      'm7:stay:silver',
      'm8:stay:silver',
      'm9:relegation:bronze',
      'm10:relegation:bronze',
    ]);
  });

  it('promotes nobody from the top league, relegates nobody from the bottom one', () => {
    expect(divisionZones('legend', division()).filter((m) => m.zone === 'promotion')).toEqual([]);
    expect(divisionZones('wood', division()).filter((m) => m.zone === 'relegation')).toEqual([]);
  });

  it('breaks ties by who reached the score first, and never promotes a member without trophies', () => {
    const members: DivisionMember[] = [
      { id: 'late', trophies: 5, reachedAt: 900 },
      { id: 'early', trophies: 5, reachedAt: 100 },
      { id: 'none', trophies: 0, reachedAt: 0 },
      { id: 'zero', trophies: 0, reachedAt: 1 },
      { id: 'also', trophies: 0, reachedAt: 2 },
    ];
    // Five members: one promoted, one relegated.
    const zoned = divisionZones('bronze', members);
    expect(zoned.map((m) => [m.rank, m.id, m.zone])).toEqual([
      [1, 'early', 'promotion'],
      [2, 'late', 'stay'],
      [3, 'none', 'stay'],
      [4, 'zero', 'stay'],
      [5, 'also', 'relegation'],
    ]);
    expect(
      divisionZones(
        'bronze',
        members.map((m) => ({ ...m, trophies: 0 })),
      ).filter((m) => m.zone === 'promotion'),
    ).toEqual([]);
  });
});
