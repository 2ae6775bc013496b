// A minimal WebM muxer for one VP8 video track: EBML header, Segment (Info with Duration, Tracks,
// Cues placed before the clusters so a player can seek without reading to the end), one Cluster
// per keyframe of SimpleBlocks. Enough for the demo video; not a general Matroska writer.

/** An EBML variable-length size: the shortest form that holds `n`. */
function size(n) {
  for (let length = 1; length <= 8; length++) {
    if (n < 2 ** (7 * length) - 1) {
      const bytes = Buffer.alloc(length);
      let rest = n;
      for (let i = length - 1; i >= 0; i--) {
        bytes[i] = rest % 256;
        rest = Math.floor(rest / 256);
      }
      bytes[0] |= 1 << (8 - length);
      return bytes;
    }
  }
  throw new Error(`size too large: ${n}`);
}

function id(value) {
  const hex = value.toString(16);
  return Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex');
}

const element = (elementId, body) => Buffer.concat([id(elementId), size(body.length), body]);
const master = (elementId, ...children) => element(elementId, Buffer.concat(children));

/** An unsigned integer in `width` bytes (the fewest that hold it unless a width is fixed). */
function uint(elementId, value, width) {
  let length = width ?? 1;
  while (!width && value >= 2 ** (8 * length)) length++;
  const body = Buffer.alloc(length);
  let rest = value;
  for (let i = length - 1; i >= 0; i--) {
    body[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  return element(elementId, body);
}
const float = (elementId, value) => {
  const body = Buffer.alloc(8);
  body.writeDoubleBE(value);
  return element(elementId, body);
};
const string = (elementId, value) => element(elementId, Buffer.from(value, 'ascii'));

/**
 * `frames`: `{ data: Uint8Array, timestamp: µs, key: boolean }` in order, the first a keyframe.
 * Returns the file's bytes.
 */
export function muxWebm({ width, height, frames, durationMs }) {
  const header = master(
    0x1a45dfa3,
    uint(0x4286, 1),
    uint(0x42f7, 1),
    uint(0x42f2, 4),
    uint(0x42f3, 8),
    string(0x4282, 'webm'),
    uint(0x4287, 2),
    uint(0x4285, 2),
  );
  const info = master(
    0x1549a966,
    uint(0x2ad7b1, 1_000_000),
    string(0x4d80, 'kingside'),
    string(0x5741, 'kingside'),
    float(0x4489, durationMs),
  );
  const tracks = master(
    0x1654ae6b,
    master(
      0xae,
      uint(0xd7, 1),
      uint(0x73c5, 1),
      uint(0x83, 1),
      string(0x86, 'V_VP8'),
      master(0xe0, uint(0xb0, width), uint(0xba, height)),
    ),
  );
  // One cluster per keyframe: its time, then each frame relative to it.
  const clusters = [];
  for (const frame of frames) {
    const ms = Math.round(frame.timestamp / 1000);
    if (frame.key || clusters.length === 0) clusters.push({ ms, blocks: [] });
    const cluster = clusters.at(-1);
    const block = Buffer.alloc(4);
    block[0] = 0x81;
    block.writeInt16BE(ms - cluster.ms, 1);
    block[3] = frame.key ? 0x80 : 0x00;
    cluster.blocks.push(element(0xa3, Buffer.concat([block, Buffer.from(frame.data)])));
  }
  const clusterBytes = clusters.map((cluster) =>
    master(0x1f43b675, uint(0xe7, cluster.ms, 4), ...cluster.blocks),
  );
  // Cue positions are fixed-width, so the Cues' own size is known before the positions are.
  const cues = (positions) =>
    master(
      0x1c53bb6b,
      ...clusters.map((cluster, i) =>
        master(0xbb, uint(0xb3, cluster.ms, 4), master(0xb7, uint(0xf7, 1), uint(0xf1, positions[i], 8))),
      ),
    );
  const before = info.length + tracks.length + cues(clusters.map(() => 0)).length;
  const positions = [];
  let at = before;
  for (const bytes of clusterBytes) {
    positions.push(at);
    at += bytes.length;
  }
  const segment = master(0x18538067, info, tracks, cues(positions), ...clusterBytes);
  return Buffer.concat([header, segment]);
}
