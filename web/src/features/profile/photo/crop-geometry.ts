/** Spec section 5: the default crop is square, 300 px wide (min 300, max 400). */
export const cropDefaults = { width: 300, min: 300, max: 400 } as const;

export interface Size {
  readonly width: number;
  readonly height: number;
}

export interface SourceRect {
  readonly x: number;
  readonly y: number;
  readonly size: number;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * The square of the source image that becomes the crop. `zoom` >= 1 shrinks the square from the
 * largest that fits; `panX`/`panY` in [-1, 1] move it from the centre to the edges.
 */
export const cropSquare = (image: Size, zoom: number, panX: number, panY: number): SourceRect => {
  const side = Math.min(image.width, image.height) / Math.max(1, zoom);
  const freeX = image.width - side;
  const freeY = image.height - side;
  return {
    x: (freeX / 2) * (1 + clamp(panX, -1, 1)),
    y: (freeY / 2) * (1 + clamp(panY, -1, 1)),
    size: side,
  };
};

/** The output width, kept within the spec's bounds. */
export const outputWidth = (requested: number = cropDefaults.width): number => clamp(Math.round(requested), cropDefaults.min, cropDefaults.max);
