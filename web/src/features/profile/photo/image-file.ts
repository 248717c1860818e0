/** Spec sections 5 and 9: images at most 5 MB each (5,242,880 bytes); image types only unless all are accepted. */
export const maxImageBytes = 5_242_880;
export const imageTooLargeMessage = "Single image must not exceed 5MB";
export const notAnImageMessage = "Only image files can be uploaded";

export interface FileFacts {
  readonly size: number;
  readonly type: string;
}

/** The reason a picked file is refused, or null when it may be used. */
export const imageFileProblem = (file: FileFacts, accept: "images" | "all" = "images"): string | null => {
  if (accept === "images" && !file.type.startsWith("image/")) return notAnImageMessage;
  if (file.size > maxImageBytes) return imageTooLargeMessage;
  return null;
};

/** A single file unless multiple are allowed: the first one counts. */
export const pickFiles = <F>(files: readonly F[], multiple = false): readonly F[] => (multiple ? files : files.slice(0, 1));
