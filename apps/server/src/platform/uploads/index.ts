/** Files members upload: images (DESIGN.md §8: checked, re-encoded to WebP) and videos (sniffed, kept as sent, range-served), stored by content. */

export { acceptImageBody } from './image-body';
export {
  fittedWebp,
  type ImageLimits,
  type ImageRefusal,
  ImageRefused,
  sniffImageType,
  squareWebps,
} from './image-processing';
export { type ByteRange, parseRange } from './range';
export { createUploadStore, UPLOAD_NAME, type UploadStore } from './upload-store';
export { uploadsRoutes } from './uploads.routes';
export { sendVideo, type VideoServing } from './video-serve';
export {
  createVideoStore,
  SNIFF_BYTES,
  type StoredVideo,
  sniffVideoType,
  VIDEO_NAME,
  type VideoContainer,
  VideoRefused,
  type VideoStore,
} from './video-store';
