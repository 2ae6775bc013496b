import { describe, expect, it } from 'vitest';
import { BOARD_3D, board3dSvg, coordinates3dSvg, project } from './board-3d';

describe('the pseudo-3D board', () => {
  it('keeps the near edge full width and narrows the far one, ranks shallower with distance', () => {
    const [nearLeft, nearRight, farLeft, farRight] = [
      project(0, 0),
      project(1, 0),
      project(0, 1),
      project(1, 1),
    ];
    expect(nearRight.x - nearLeft.x).toBeCloseTo(BOARD_3D.width - 40);
    expect((farRight.x - farLeft.x) / (nearRight.x - nearLeft.x)).toBeCloseTo(0.72);
    expect(farLeft.y).toBeLessThan(nearLeft.y);
    const depthOf = (rank: number) => project(0, rank / 8).y - project(0, (rank + 1) / 8).y;
    for (let rank = 0; rank < 7; rank++) expect(depthOf(rank + 1)).toBeLessThan(depthOf(rank));
  });

  it('draws 64 squares in the style’s colours, a1 dark, and the board’s front edge', () => {
    const svg = board3dSvg({ light: '#ebecd0', dark: '#739552' });
    const fills = [...svg.matchAll(/<polygon [^>]*fill="(#[0-9a-f]{6})"/g)].map((match) => match[1]);
    expect(fills).toHaveLength(65);
    expect(fills.filter((fill) => fill === '#739552')).toHaveLength(32);
    expect(fills.filter((fill) => fill === '#ebecd0')).toHaveLength(32);
    // The edge comes first (drawn under the squares), then a1.
    expect(fills[1]).toBe('#739552');
  });

  it('names the files along the near edge and the ranks up the left one', () => {
    const labels = [...coordinates3dSvg('#739552', '#ebecd0').matchAll(/>([a-h1-8])</g)].map(
      (match) => match[1],
    );
    expect(labels.join('')).toBe('abcdefgh12345678');
  });
});
