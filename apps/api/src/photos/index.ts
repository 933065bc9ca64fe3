/**
 * What other resources may use of photos: the covers and galleries shown with packages and
 * profiles, a package's photos leaving with it, uploading (the seed), and the wire shape.
 * Everything else in this folder is internal to it.
 */
export {
  coversOf,
  galleryOf,
  portfolioCoverLateral,
  photosOwnedBy,
  portfolioCoverOf,
  type PhotoCard,
  type PhotoWithAsset,
} from './queries.ts';
export {
  copyIntoPortfolio,
  removeEveryUnusedImage,
  removeUnusedImages,
  takeOwnPhotos,
  takePackagePhotos,
  takePortfolioCopy,
  uploadPhoto,
  type PhotoDeps,
} from './service.ts';
export { toPhoto } from './wire.ts';
