import { useRef, useState, type DragEvent } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { imageFileProblem, pickFiles } from "./image-file.ts";

const zone = css({
  display: "grid",
  placeItems: "center",
  textAlign: "center",
  gap: "2",
  minH: "40",
  p: "6",
  borderWidth: "2px",
  borderStyle: "dashed",
  borderColor: "border.default",
  borderRadius: "lg",
  bg: "bg.subtle",
  color: "fg.muted",
  cursor: "pointer",
  "&[data-dragging]": { borderColor: "accent.default", bg: "accent.subtle" },
});

/** Drag-and-drop (or click to browse) for one image; refuses files over 5 MB with the spec's hint. */
export const ImageDropZone = ({ onFile, hint }: { onFile: (file: File) => void; hint?: string }) => {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const take = (files: FileList | null) => {
    const [file] = pickFiles([...(files ?? [])]);
    if (!file) return;
    const refused = imageFileProblem(file);
    setProblem(refused);
    if (refused === null) onFile(file);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    take(e.dataTransfer.files);
  };
  return (
    <div>
      <div
        role="button"
        tabIndex={0}
        className={zone}
        data-dragging={dragging ? "" : undefined}
        onClick={() => input.current?.click()}
        onKeyDown={(e) => (e.key === "Enter" || e.key === " ") && input.current?.click()}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="image-drop-zone"
      >
        <span>{t("Drag and drop an image here, or click to browse")}</span>
        <span className={css({ fontSize: "xs" })}>{t(hint ?? "Single image must not exceed 5MB")}</span>
      </div>
      <input ref={input} type="file" accept="image/*" hidden onChange={(e) => take(e.target.files)} data-testid="image-file-input" />
      {problem && (
        <p role="alert" className={css({ color: "danger.default", fontSize: "sm", mt: "2" })}>
          {t(problem)}
        </p>
      )}
    </div>
  );
};
