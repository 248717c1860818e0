import { useEffect, useState } from "react";
import { Button } from "../button/Button.tsx";
import { dialogToast } from "../dialog-toast/dialog-toast.store.ts";
import { EmptyState } from "../empty-state/EmptyState.tsx";
import { ProgressBar } from "../progress/ProgressBar.tsx";
import { Spinner, SpinnerPage } from "../spinner/SpinnerPage.tsx";
import { toast } from "../toast/toaster.ts";
import { cell, GallerySection, row } from "./GallerySection.tsx";

export const FeedbackSection = () => {
  const [confirmed, setConfirmed] = useState<string>("");
  const [spinnerPage, setSpinnerPage] = useState(false);
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    // Spec: progress bar tick 100 ms.
    const timer = setInterval(() => setProgress((p) => (p >= 100 ? 0 : p + 2)), 100);
    return () => clearInterval(timer);
  }, []);
  return (
    <>
      <GallerySection id="toasts" title="Toasts">
        <div className={row}>
          <Button onClick={() => toast.success()}>Success toast</Button>
          <Button variant="danger" onClick={() => toast.error()}>
            Error toast
          </Button>
          <Button variant="secondary" onClick={() => toast.info("Settings updated successfully")}>
            Info toast
          </Button>
          <Button variant="secondary" onClick={() => toast.error({ email: ["The email has already been taken."], name: "Name is required" })}>
            Server errors toast
          </Button>
        </div>
      </GallerySection>
      <GallerySection id="dialog-toasts" title="Dialog toasts">
        <div className={row}>
          <Button variant="danger" onClick={() => void dialogToast.error()}>
            Error dialog
          </Button>
          <Button onClick={() => void dialogToast.success({ message: "Schedule confirmed successfully" })}>Success dialog</Button>
          <Button
            variant="secondary"
            onClick={() =>
              void dialogToast
                .confirm({ message: "Are you sure you want to clear all notifications?" })
                .then((ok) => setConfirmed(ok ? "confirmed" : "cancelled"))
            }
          >
            Confirm dialog
          </Button>
          <output data-testid="confirm-result">{confirmed}</output>
        </div>
      </GallerySection>
      <GallerySection id="progress" title="Progress and spinners">
        <div className={row}>
          <div className={cell}>
            <ProgressBar value={progress} label="Uploading" showValue />
          </div>
          <div className={cell}>
            <ProgressBar value={null} label="Working" />
          </div>
          <Spinner />
          <Button
            variant="secondary"
            onClick={() => {
              setSpinnerPage(true);
              setTimeout(() => setSpinnerPage(false), 1500);
            }}
          >
            Show spinner page
          </Button>
        </div>
        {spinnerPage && <SpinnerPage />}
      </GallerySection>
      <GallerySection id="empty" title="Empty list">
        <EmptyState
          icon="🗂"
          title="No notifications yet"
          lines={["When something happens, you will see it here.", "Try again later."]}
          actions={
            <>
              <Button>Add</Button>
              <Button variant="secondary">Refresh</Button>
            </>
          }
        />
      </GallerySection>
    </>
  );
};
