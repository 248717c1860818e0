import { useState } from "react";
import { Button } from "../button/Button.tsx";
import { dialogs } from "../dialog/dialog-stack.ts";
import type { DialogSize } from "../dialog/dialog-stack.machine.ts";
import { Drawer } from "../drawer/Drawer.tsx";
import { Input } from "../input/Input.tsx";
import { GallerySection, row } from "./GallerySection.tsx";

const sizes: readonly DialogSize[] = ["default", "medium1", "overlap", "medium", "large", "extraLarge"];

const openSecond = () =>
  dialogs.open({
    id: "second",
    title: "Second dialog",
    size: "medium1",
    minimisable: true,
    content: <p>Closing this one brings back the first dialog.</p>,
    footer: (close) => <Button onClick={close}>Close second</Button>,
  });

const openFirst = () =>
  dialogs.open({
    id: "first",
    title: "First dialog",
    size: "medium",
    minimisable: true,
    content: (
      <div>
        <Input label="Note" placeholder="Typed text survives stacking" />
      </div>
    ),
    footer: (close) => (
      <>
        <Button variant="secondary" onClick={close}>
          Cancel
        </Button>
        <Button onClick={openSecond}>Open second</Button>
      </>
    ),
  });

export const OverlaySection = () => {
  const [drawer, setDrawer] = useState<"plain" | "timer" | null>(null);
  const [drawerLog, setDrawerLog] = useState("");
  return (
    <>
      <GallerySection id="dialogs" title="Dialogs">
        <div className={row}>
          <Button onClick={openFirst}>Open stacked dialogs</Button>
          {sizes.map((size) => (
            <Button
              key={size}
              variant="secondary"
              onClick={() => dialogs.open({ id: `size-${size}`, title: `Size ${size}`, size, content: <p>{size}</p> })}
            >
              {size}
            </Button>
          ))}
        </div>
      </GallerySection>
      <GallerySection id="drawers" title="Drawers">
        <div className={row}>
          <Button onClick={() => setDrawer("plain")}>Open drawer</Button>
          <Button variant="secondary" onClick={() => setDrawer("timer")}>
            Open drawer with timer
          </Button>
          <output data-testid="drawer-log">{drawerLog}</output>
        </div>
        {drawer !== null && (
          <Drawer
            title={drawer === "timer" ? "Edit Request" : "Company Profile"}
            elapsedSeconds={drawer === "timer" ? 3600 : 0}
            onSave={() => setDrawerLog("saved")}
            onReset={drawer === "timer" ? () => setDrawerLog("reset") : undefined}
            onCancel={() => {
              setDrawer(null);
              setDrawerLog("cancelled");
            }}
          >
            <Input label="Company name" defaultValue="Firma OÜ" />
          </Drawer>
        )}
      </GallerySection>
    </>
  );
};
