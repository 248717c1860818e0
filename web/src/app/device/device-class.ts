/** Device classes by viewport width (clarification 2): mobile 1-599, tablet 600-1366, desktop above. */
export type DeviceClass = "mobile" | "tablet" | "desktop";

export const maxPageWidth = 2560;

export const deviceClassOf = (width: number): DeviceClass => (width < 600 ? "mobile" : width <= 1366 ? "tablet" : "desktop");
