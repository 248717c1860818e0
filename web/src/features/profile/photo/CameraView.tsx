import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { Button } from "../../../ui/button/Button.tsx";

/** Spec section 9: the camera preview is 550 x 412.5 px. */
const preview = css({ w: "full", maxW: "550px", aspectRatio: "4 / 3", bg: "black", borderRadius: "md", objectFit: "cover" });

const cameraApi = (): boolean => typeof navigator !== "undefined" && typeof navigator.mediaDevices?.getUserMedia === "function";

/**
 * Whether a camera can be offered: the API exists and the device lists a video input. False until
 * the device list is read, so 'Take A Photo' never flashes on a machine without a camera (spec
 * section 4: if the camera is unavailable, nothing is shown).
 */
export const useCameraAvailable = (): [available: boolean, markUnavailable: () => void] => {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    if (!cameraApi() || typeof navigator.mediaDevices.enumerateDevices !== "function") return;
    let cancelled = false;
    void navigator.mediaDevices
      .enumerateDevices()
      .then((devices) => !cancelled && setAvailable(devices.some((d) => d.kind === "videoinput")))
      .catch(() => !cancelled && setAvailable(false));
    return () => {
      cancelled = true;
    };
  }, []);
  return [available, () => setAvailable(false)];
};

/**
 * Live camera; 'Capture' hands over a webp still (spec section 5). If the camera turns out to be
 * unavailable (refused or busy), `onUnavailable` takes the user back, since nothing is shown then.
 */
export const CameraView = ({ onCapture, onBack, onUnavailable }: { onCapture: (photo: Blob) => void; onBack: () => void; onUnavailable: () => void }) => {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let stream: MediaStream | null = null;
    let cancelled = false;
    void navigator.mediaDevices
      .getUserMedia({ video: { width: 550, height: 412 } })
      .then((s) => {
        if (cancelled) return s.getTracks().forEach((track) => track.stop());
        stream = s;
        if (video.current) video.current.srcObject = s;
        setReady(true);
      })
      .catch(() => {
        if (!cancelled) onUnavailable();
      });
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
    // Runs once per camera view; the callback's identity does not restart the camera.
  }, []);
  const capture = () => {
    const v = video.current;
    if (!v) return;
    const canvas = document.createElement("canvas");
    canvas.width = v.videoWidth;
    canvas.height = v.videoHeight;
    canvas.getContext("2d")?.drawImage(v, 0, 0);
    canvas.toBlob((blob) => blob && onCapture(blob), "image/webp");
  };
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "3", alignItems: "center" })}>
      <button type="button" className={css({ alignSelf: "flex-start", color: "accent.emphasized", textDecoration: "underline", cursor: "pointer" })} onClick={onBack}>
        {t("Back")}
      </button>
      <video ref={video} autoPlay playsInline muted className={preview} hidden={!ready} />
      {ready && (
        <Button variant="primary" onClick={capture}>
          {t("Take A Photo")}
        </Button>
      )}
    </div>
  );
};
