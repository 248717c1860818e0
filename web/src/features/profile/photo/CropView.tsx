import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { Button } from "../../../ui/button/Button.tsx";
import { cropSquare, outputWidth } from "./crop-geometry.ts";

export interface CropResult {
  readonly blob: Blob;
  readonly filename: string;
}

const PREVIEW = 300;
const slider = css({ display: "grid", gridTemplateColumns: "6rem 1fr", alignItems: "center", gap: "2", fontSize: "sm" });

const draw = (canvas: HTMLCanvasElement, image: HTMLImageElement, size: number, zoom: number, panX: number, panY: number) => {
  const rect = cropSquare({ width: image.naturalWidth, height: image.naturalHeight }, zoom, panX, panY);
  canvas.width = size;
  canvas.height = size;
  canvas.getContext("2d")?.drawImage(image, rect.x, rect.y, rect.size, rect.size, 0, 0, size, size);
};

/** Square crop of the picked or captured image, saved at 300 px (jpeg for photos, png for the company logo). */
export const CropView = ({
  source,
  format,
  saveLabel,
  onSave,
  onRetake,
  busy,
}: {
  source: Blob;
  format: "jpeg" | "png";
  saveLabel: string;
  onSave: (result: CropResult) => void;
  onRetake?: () => void;
  busy: boolean;
}) => {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [zoom, setZoom] = useState(1);
  const [pan, setPan] = useState({ x: 0, y: 0 });
  useEffect(() => {
    const url = URL.createObjectURL(source);
    const img = new Image();
    img.onload = () => setImage(img);
    img.src = url;
    return () => URL.revokeObjectURL(url);
  }, [source]);
  useEffect(() => {
    if (image && canvas.current) draw(canvas.current, image, PREVIEW, zoom, pan.x, pan.y);
  }, [image, zoom, pan]);
  const save = () => {
    if (!image) return;
    const out = document.createElement("canvas");
    draw(out, image, outputWidth(), zoom, pan.x, pan.y);
    const type = format === "png" ? "image/png" : "image/jpeg";
    out.toBlob((blob) => blob && onSave({ blob, filename: format === "png" ? "company-logo.png" : "profile-photo.jpg" }), type, 0.92);
  };
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "3", alignItems: "center" })}>
      <canvas ref={canvas} width={PREVIEW} height={PREVIEW} className={css({ borderRadius: "md", bg: "bg.subtle", w: "300px", h: "300px" })} data-testid="crop-preview" />
      <div className={css({ w: "full", maxW: "300px", display: "flex", flexDirection: "column", gap: "2" })}>
        <label className={slider}>
          {t("Zoom")}
          <input type="range" min={1} max={3} step={0.05} value={zoom} onChange={(e) => setZoom(Number(e.target.value))} />
        </label>
        <label className={slider}>
          {t("Horizontal")}
          <input type="range" min={-1} max={1} step={0.05} value={pan.x} onChange={(e) => setPan((p) => ({ ...p, x: Number(e.target.value) }))} />
        </label>
        <label className={slider}>
          {t("Vertical")}
          <input type="range" min={-1} max={1} step={0.05} value={pan.y} onChange={(e) => setPan((p) => ({ ...p, y: Number(e.target.value) }))} />
        </label>
      </div>
      <div className={css({ display: "flex", gap: "2" })}>
        {onRetake && (
          <Button variant="secondary" onClick={onRetake}>
            {t("Retake")}
          </Button>
        )}
        <Button variant="primary" onClick={save} loading={busy} disabled={!image}>
          {t(saveLabel)}
        </Button>
      </div>
    </div>
  );
};
