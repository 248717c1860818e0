import { describe, expect, it } from "vitest";
import { cropSquare, outputWidth } from "./crop-geometry.ts";
import { imageFileProblem, maxImageBytes, pickFiles } from "./image-file.ts";

describe("picked images", () => {
  it("accepts an image of exactly 5 MB and refuses one byte more with the spec's hint", () => {
    expect(imageFileProblem({ size: maxImageBytes, type: "image/png" })).toBeNull();
    expect(imageFileProblem({ size: maxImageBytes + 1, type: "image/jpeg" })).toBe("Single image must not exceed 5MB");
  });

  it("refuses other types unless all are accepted", () => {
    expect(imageFileProblem({ size: 10, type: "application/pdf" })).toBe("Only image files can be uploaded");
    expect(imageFileProblem({ size: 10, type: "application/pdf" }, "all")).toBeNull();
  });

  it("keeps a single file unless multiple are allowed", () => {
    expect(pickFiles(["a", "b"])).toEqual(["a"]);
    expect(pickFiles(["a", "b"], true)).toEqual(["a", "b"]);
  });
});

describe("square crop", () => {
  it("takes the largest centred square at zoom 1", () => {
    expect(cropSquare({ width: 800, height: 600 }, 1, 0, 0)).toEqual({ x: 100, y: 0, size: 600 });
  });

  it("zooms in and pans to the edges", () => {
    expect(cropSquare({ width: 800, height: 600 }, 2, -1, 1)).toEqual({ x: 0, y: 300, size: 300 });
  });

  it("outputs 300 px by default, within 300-400", () => {
    expect([outputWidth(), outputWidth(100), outputWidth(500)]).toEqual([300, 300, 400]);
  });
});
