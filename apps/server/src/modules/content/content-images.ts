import { CONTENT_LIMITS, CONTENT_MESSAGES } from '@kingside/contract';
import { AppError } from '../../platform/errors';
import { fittedWebp, ImageRefused, type UploadStore } from '../../platform/uploads';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** A picture for an article: checked, re-encoded to WebP, stored by its content; its address. */
export async function storeContentImage(
  uploads: UploadStore,
  bytes: Buffer,
  type: string,
): Promise<{ url: string }> {
  try {
    const webp = await fittedWebp(
      bytes,
      type,
      { types: IMAGE_TYPES, maxBytes: CONTENT_LIMITS.imageBytes, maxPixels: CONTENT_LIMITS.imagePixels },
      CONTENT_LIMITS.imageWidth,
    );
    return { url: `/uploads/${await uploads.put(webp, 'webp')}` };
  } catch (error) {
    if (!(error instanceof ImageRefused)) throw error;
    const status = error.reason === 'type' ? 415 : error.reason === 'too_large' ? 413 : 400;
    const code = `image_${error.reason}` as const;
    throw new AppError(code, status, CONTENT_MESSAGES[code]);
  }
}
