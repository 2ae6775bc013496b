/**
 * Maximum-cardinality matching in a general graph: Edmonds' blossom algorithm (augmenting paths found
 * by breadth-first search, odd cycles contracted onto their base). The Swiss engine asks it one
 * question, "can these players all be paired?" (FIDE C.04.3 C.4, completion), so it starts from a
 * greedy matching (a Swiss field's compatibility graph is nearly complete, so greedy leaves few or no
 * free vertices) and only searches from the vertices greedy left free.
 *
 * Neighbours are asked for lazily through `adjacent(u, v)` and cached per call, so the common case
 * costs O(V·d) for a small average scan d; the worst case is Edmonds' O(V³).
 */

/** Returns `mate[v]`: the vertex matched to v, or -1. */
export function maximumMatching(size: number, adjacent: (u: number, v: number) => boolean): Int32Array {
  const mate = new Int32Array(size).fill(-1);
  for (let u = 0; u < size; u++) {
    if (mate[u] !== -1) continue;
    for (let v = u + 1; v < size; v++) {
      if (mate[v] === -1 && adjacent(u, v)) {
        mate[u] = v;
        mate[v] = u;
        break;
      }
    }
  }
  let free = 0;
  for (let u = 0; u < size; u++) if (mate[u] === -1) free++;
  if (free < 2) return mate;
  shortAugmentations(size, mate, adjacent);
  free = 0;
  for (let u = 0; u < size; u++) if (mate[u] === -1) free++;
  if (free < 2) return mate;

  const neighbourCache: (number[] | undefined)[] = new Array(size);
  const neighbours = (u: number): number[] => {
    let list = neighbourCache[u];
    if (!list) {
      list = [];
      for (let v = 0; v < size; v++) if (v !== u && adjacent(u, v)) list.push(v);
      neighbourCache[u] = list;
    }
    return list;
  };
  const search = new BlossomSearch(size, mate, neighbours);
  for (let root = 0; root < size; root++) {
    if (mate[root] !== -1) continue;
    const end = search.augmentingPathEnd(root);
    if (end !== -1) search.augment(end);
  }
  return mate;
}

/**
 * Augmenting paths of three edges (free u – v = w – free x becomes u = v, w = x), which mend nearly
 * every gap greedy leaves in a dense graph, at O(deg · free) each, before any blossom search.
 */
function shortAugmentations(
  size: number,
  mate: Int32Array,
  adjacent: (u: number, v: number) => boolean,
): void {
  const free: number[] = [];
  for (let u = 0; u < size; u++) if (mate[u] === -1) free.push(u);
  for (const u of free) {
    if (mate[u] !== -1) continue;
    search: for (let v = 0; v < size; v++) {
      const w = mate[v] as number;
      if (v === u || w === -1 || !adjacent(u, v)) continue;
      for (const x of free) {
        if (x !== u && mate[x] === -1 && adjacent(w, x)) {
          mate[u] = v;
          mate[v] = u;
          mate[w] = x;
          mate[x] = w;
          break search;
        }
      }
    }
  }
}

/** True when every vertex can be matched. */
export function hasPerfectMatching(size: number, adjacent: (u: number, v: number) => boolean): boolean {
  if (size % 2 === 1) return false;
  const mate = maximumMatching(size, adjacent);
  for (let v = 0; v < size; v++) if (mate[v] === -1) return false;
  return true;
}

class BlossomSearch {
  private readonly parent: Int32Array;
  private readonly base: Int32Array;
  private readonly inTree: Uint8Array;
  private readonly inBlossom: Uint8Array;
  private readonly onPath: Uint8Array;

  constructor(
    private readonly size: number,
    private readonly mate: Int32Array,
    private readonly neighbours: (u: number) => number[],
  ) {
    this.parent = new Int32Array(size);
    this.base = new Int32Array(size);
    this.inTree = new Uint8Array(size);
    this.inBlossom = new Uint8Array(size);
    this.onPath = new Uint8Array(size);
  }

  /** The free vertex at the far end of an augmenting path from `root`, or -1. */
  augmentingPathEnd(root: number): number {
    const { parent, base, inTree, mate } = this;
    parent.fill(-1);
    inTree.fill(0);
    for (let v = 0; v < this.size; v++) base[v] = v;
    inTree[root] = 1;
    const queue = [root];
    for (let head = 0; head < queue.length; head++) {
      const v = queue[head] as number;
      for (const to of this.neighbours(v)) {
        if (base[v] === base[to] || mate[v] === to) continue;
        if (to === root || (mate[to] !== -1 && parent[mate[to] as number] !== -1)) {
          // An odd cycle: contract it onto its base; its vertices all become outer vertices.
          const cycleBase = this.commonAncestor(v, to);
          this.inBlossom.fill(0);
          this.markPath(v, cycleBase, to);
          this.markPath(to, cycleBase, v);
          for (let i = 0; i < this.size; i++) {
            if (this.inBlossom[base[i] as number]) {
              base[i] = cycleBase;
              if (!inTree[i]) {
                inTree[i] = 1;
                queue.push(i);
              }
            }
          }
        } else if (parent[to] === -1) {
          parent[to] = v;
          if (mate[to] === -1) return to;
          const next = mate[to] as number;
          inTree[next] = 1;
          queue.push(next);
        }
      }
    }
    return -1;
  }

  augment(end: number): void {
    const { parent, mate } = this;
    let v = end;
    while (v !== -1) {
      const pv = parent[v] as number;
      const next = mate[pv] as number;
      mate[v] = pv;
      mate[pv] = v;
      v = next;
    }
  }

  private commonAncestor(a: number, b: number): number {
    const { base, mate, parent, onPath } = this;
    onPath.fill(0);
    let x = a;
    for (;;) {
      x = base[x] as number;
      onPath[x] = 1;
      if (mate[x] === -1) break;
      x = parent[mate[x] as number] as number;
    }
    let y = b;
    for (;;) {
      y = base[y] as number;
      if (onPath[y]) return y;
      y = parent[mate[y] as number] as number;
    }
  }

  private markPath(from: number, cycleBase: number, child: number): void {
    const { base, mate, parent, inBlossom } = this;
    let v = from;
    let c = child;
    while (base[v] !== cycleBase) {
      inBlossom[base[v] as number] = 1;
      inBlossom[base[mate[v] as number] as number] = 1;
      parent[v] = c;
      c = mate[v] as number;
      v = parent[mate[v] as number] as number;
    }
  }
}
