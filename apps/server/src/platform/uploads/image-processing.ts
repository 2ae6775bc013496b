import sharp from 'sharp';

/** Why an upload was refused; the caller maps each to its own code and message. */
export type ImageRefusal = 'type' | 'too_large' | 'too_many_pixels' | 'undecodable';

export class ImageRefused extends Error {
  constructor(readonly reason: ImageRefusal) {
    super(`image refused: ${reason}`);
  }
}

export interface ImageLimits {
  /** Declared content types accepted; the bytes must say the same. */
  types: readonly string[];
  maxBytes: number;
  /** Width × height, read from the header before anything is decoded. */
  maxPixels: number;
}

/** What the first bytes say the image is: the declared type is only believed when they agree. */
export function sniffImageType(bytes: Buffer): string | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10])))
    return 'image/png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'image/webp';
  return null;
}

/** The checks before any decoding: type by the bytes, byte size, pixels from the header. */
async function checked(bytes: Buffer, declaredType: string, limits: ImageLimits) {
  if (bytes.length > limits.maxBytes) throw new ImageRefused('too_large');
  const type = sniffImageType(bytes);
  if (!type || type !== declaredType || !limits.types.includes(type)) throw new ImageRefused('type');
  const options = { limitInputPixels: limits.maxPixels, failOn: 'error' as const, animated: false };
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(bytes, options).metadata());
  } catch {
    throw new ImageRefused('undecodable');
  }
  if (!width || !height) throw new ImageRefused('undecodable');
  if (width * height > limits.maxPixels) throw new ImageRefused('too_many_pixels');
  return options;
}

/**
 * An image kept at its own shape (a picture in an article), no wider than `maxWidth`: checked like
 * `squareWebps`, upright, every piece of metadata left behind, re-encoded as WebP.
 */
export async function fittedWebp(
  bytes: Buffer,
  declaredType: string,
  limits: ImageLimits,
  maxWidth: number,
): Promise<Buffer> {
  const options = await checked(bytes, declaredType, limits);
  try {
    return await sharp(bytes, options)
      .rotate()
      .resize({ width: maxWidth, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new ImageRefused('undecodable');
  }
}

/**
 * Checks an upload before decoding it (type by its bytes, byte size, pixels from the header), then
 * decodes it once and re-encodes a square WebP per size. Orientation is applied and every piece of
 * metadata (EXIF, GPS, ICC, XMP) left behind: what is served is never what was uploaded.
 */
export async function squareWebps(
  bytes: Buffer,
  declaredType: string,
  limits: ImageLimits,
  sizes: readonly number[],
): Promise<Buffer[]> {
  const options = await checked(bytes, declaredType, limits);
  try {
    const upright = await sharp(bytes, options).rotate().toBuffer();
    return await Promise.all(
      sizes.map((size) =>
        sharp(upright)
          .resize(size, size, { fit: 'cover', position: 'attention' })
          .webp({ quality: 82 })
          .toBuffer(),
      ),
    );
  } catch {
    throw new ImageRefused('undecodable');
  }
}
