import { useState } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { Button } from "../../../ui/button/Button.tsx";
import { FeatureDialog } from "../../auth/components/FeatureDialog.tsx";
import { CameraView, useCameraAvailable } from "./CameraView.tsx";
import { CropView, type CropResult } from "./CropView.tsx";
import { ImageDropZone } from "./ImageDropZone.tsx";

type Step = { readonly kind: "choose" } | { readonly kind: "camera" } | { readonly kind: "crop"; readonly source: Blob; readonly fromCamera: boolean };

export interface PhotoDialogProps {
  readonly open: boolean;
  /** 'Upload Profile Image' or 'Upload Company Logo'. */
  readonly purpose: "profile" | "company-logo";
  readonly onClose: () => void;
  readonly onSave: (result: CropResult) => Promise<void>;
}

/**
 * The photo flow of spec section 4: choose camera or upload, then crop, then save. Back returns
 * to the chooser, Retake to the camera. Titles: 'Upload Company Logo', 'Upload Profile Image',
 * 'Take A Photo'; the crop view is titled 'Upload Profile Image' with 'Set as Profile Photo'.
 */
export const PhotoDialog = ({ open, purpose, onClose, onSave }: PhotoDialogProps) => {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: "choose" });
  const [busy, setBusy] = useState(false);
  const [cameraAvailable, markCameraUnavailable] = useCameraAvailable();
  const logo = purpose === "company-logo";
  const title = step.kind === "camera" ? "Take A Photo" : logo ? "Upload Company Logo" : "Upload Profile Image";
  const close = () => {
    setStep({ kind: "choose" });
    onClose();
  };
  const save = async (result: CropResult) => {
    setBusy(true);
    try {
      await onSave(result);
      close();
    } finally {
      setBusy(false);
    }
  };
  return (
    <FeatureDialog open={open} title={t(title)} onClose={close} size="medium" testId="photo-dialog">
      {step.kind === "choose" && (
        <div className={css({ display: "flex", flexDirection: "column", gap: "3" })}>
          <ImageDropZone onFile={(file) => setStep({ kind: "crop", source: file, fromCamera: false })} />
          {cameraAvailable && (
            <Button variant="secondary" onClick={() => setStep({ kind: "camera" })}>
              {t("Take A Photo")}
            </Button>
          )}
        </div>
      )}
      {step.kind === "camera" && <CameraView
          onBack={() => setStep({ kind: "choose" })}
          onUnavailable={() => {
            markCameraUnavailable();
            setStep({ kind: "choose" });
          }}
          onCapture={(blob) => setStep({ kind: "crop", source: blob, fromCamera: true })} />}
      {step.kind === "crop" && (
        <CropView
          source={step.source}
          format={logo ? "png" : "jpeg"}
          saveLabel={logo ? "Save" : "Set as Profile Photo"}
          busy={busy}
          onSave={(result) => void save(result)}
          onRetake={step.fromCamera ? () => setStep({ kind: "camera" }) : undefined}
        />
      )}
    </FeatureDialog>
  );
};
