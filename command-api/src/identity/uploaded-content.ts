import { fileTypeFromBuffer, supportedMimeTypes } from "file-type";
import sharp from "sharp";
import { userFileMessages, ValidationError } from "@workledger/domain";

/** Image types we decode and write again; anything else declared image/* is kept only as a download. */
const reencoded = { "image/png": "png", "image/jpeg": "jpeg", "image/webp": "webp", "image/gif": "gif" } as const;
type ReencodedType = keyof typeof reencoded;
export const isReencodedImageType = (contentType: string): contentType is ReencodedType => contentType in reencoded;

/** A decompression bomb is refused before it is decoded: 40 megapixels is far above any photo or logo. */
const maxInputPixels = 40_000_000;

const mismatch = (field: string) => ValidationError.of(field, userFileMessages.contentMismatch, "content_mismatch");

/**
 * The type the bytes show (their magic numbers), checked against the declared one: where the
 * content has a recognisable type it must be the declared type, and a declared type that always
 * has a recognisable signature (PNG, JPEG, PDF, ZIP...) must show it. `application/octet-stream`
 * declares nothing, so the detected type (if any) is kept instead.
 */
export const verifiedContentType = async (data: Buffer, declared: string, field: string): Promise<string> => {
  const type = declared.toLowerCase().split(";")[0]!.trim();
  const detected = (await fileTypeFromBuffer(data))?.mime;
  if (type === "application/octet-stream" || type === "") return detected ?? "application/octet-stream";
  if (detected !== undefined ? detected !== type : supportedMimeTypes.has(type as never)) throw mismatch(field);
  return type;
};

/**
 * An image as we keep it: its bytes checked against the declared type, then decoded and encoded
 * again in the same format, so what is stored is pixels only. Metadata (EXIF with GPS positions,
 * camera serials, comments, embedded thumbnails) is dropped; the EXIF orientation is applied
 * first so the photo still stands the right way up.
 */
export const reencodedImage = async (data: Buffer, declared: ReencodedType, field: string): Promise<Buffer> => {
  if ((await verifiedContentType(data, declared, field)) !== declared) throw mismatch(field);
  const format = reencoded[declared];
  try {
    const image = sharp(data, { animated: format === "gif" || format === "webp", limitInputPixels: maxInputPixels, failOn: "error" }).rotate();
    return await image.toFormat(format).toBuffer();
  } catch {
    throw mismatch(field);
  }
};
