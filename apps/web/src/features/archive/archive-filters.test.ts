import { describe, expect, it } from 'vitest';
import { filterQuery, NO_FILTERS } from './archive-filters';

describe('filterQuery', () => {
  it('asks for nothing without filters', () => {
    expect(filterQuery(NO_FILTERS).toString()).toBe('');
  });

  it('names each filter as the export does, the last day whole', () => {
    const query = filterQuery({
      speed: 'blitz',
      result: 'win',
      color: 'black',
      opponent: ' demo_gold ',
      since: '2026-06-01',
      until: '2026-06-02',
      rated: 'casual',
    });
    expect(Object.fromEntries(query)).toEqual({
      perfType: 'blitz',
      result: 'win',
      color: 'black',
      vs: 'demo_gold',
      since: String(Date.UTC(2026, 5, 1)),
      until: String(Date.UTC(2026, 5, 3) - 1),
      rated: 'false',
    });
  });
});
