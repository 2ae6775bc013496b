/** Images members upload (DESIGN.md §8): checked, re-encoded to WebP, stored by content, served for good. */

export { acceptImageBody } from './image-body';
export {
  fittedWebp,
  type ImageLimits,
  type ImageRefusal,
  ImageRefused,
  sniffImageType,
  squareWebps,
} from './image-processing';
export { createUploadStore, UPLOAD_NAME, type UploadStore } from './upload-store';
export { uploadsRoutes } from './uploads.routes';
