/**
 * Files kept for a person (people profile, files tab). Images follow the spec's photo limit
 * (5 MB, 'Single image must not exceed 5MB'); the spec names no limit for other documents, so
 * they get 10 MB with a message in the same words.
 */
export const maxUserImageBytes = 5_242_880;
export const maxUserFileBytes = 10_485_760;

export const userFileMessages = {
  imageTooLarge: "Single image must not exceed 5MB",
  fileTooLarge: "Single file must not exceed 10MB",
  empty: "The file is empty",
  notFound: "File not found",
  /** The spec's 'Document :filename is no longer available': a file removed since it was listed. */
  noLongerAvailable: "Document :filename is no longer available",
  /** The bytes are not what the upload said they are (an HTML page sent as image/png). */
  contentMismatch: "The file's content does not match its type",
} as const;

export const isImageType = (contentType: string): boolean => contentType.toLowerCase().startsWith("image/");

/** The largest size allowed for this content type. */
export const maxBytesFor = (contentType: string): number => (isImageType(contentType) ? maxUserImageBytes : maxUserFileBytes);

/** Why a file of this type and size cannot be kept, or null when it can. */
export const userFileSizeProblem = (contentType: string, size: number): string | null => {
  if (size <= 0) return userFileMessages.empty;
  if (size > maxBytesFor(contentType)) return isImageType(contentType) ? userFileMessages.imageTooLarge : userFileMessages.fileTooLarge;
  return null;
};

/** 'Document :filename is no longer available' for one removed file. */
export const fileNoLongerAvailable = (fileName: string): string => userFileMessages.noLongerAvailable.replace(":filename", fileName);
