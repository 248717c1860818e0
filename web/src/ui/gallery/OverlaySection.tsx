import { useState } from "react";
import { Button } from "../button/Button.tsx";
import { CreatableSelect } from "../creatable-select/CreatableSelect.tsx";
import { DateInput } from "../date-input/DateInput.tsx";
import { dialogs } from "../dialog/dialog-stack.ts";
import type { DialogSize } from "../dialog/dialog-stack.machine.ts";
import { Drawer } from "../drawer/Drawer.tsx";
import { DurationSelect } from "../duration-select/DurationSelect.tsx";
import { EmailMultiselect } from "../email-multiselect/EmailMultiselect.tsx";
import { Input } from "../input/Input.tsx";
import { MoreOptionsMenu } from "../menu/MoreOptionsMenu.tsx";
import { Select } from "../select/Select.tsx";
import { toast } from "../toast/toaster.ts";
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

const shifts = ["Morning", "Day", "Night"].map((label) => ({ value: label.toLowerCase(), label }));

/** Form parts inside a stacked dialog: their lists must open above it and take mouse and keyboard. */
const DialogForm = () => {
  const [minutes, setMinutes] = useState<number | null>(null);
  const [shift, setShift] = useState<string | null>(null);
  const [picked, setPicked] = useState("");
  const [types, setTypes] = useState<string[]>([]);
  const [emails, setEmails] = useState<string[]>([]);
  const [date, setDate] = useState<string | null>(null);
  return (
    <div className={row}>
      <DurationSelect label="Dialog duration" value={minutes} onChange={setMinutes} />
      <output data-testid="dialog-duration-value">{minutes ?? ""}</output>
      <Select label="Dialog shift" placeholder="Choose a shift" options={shifts} value={shift} onChange={setShift} />
      <output data-testid="dialog-shift-value">{shift ?? ""}</output>
      <MoreOptionsMenu label="Dialog options" options={[{ id: "copy", label: "Copy shift", onSelect: () => setPicked("copy") }]} />
      <output data-testid="dialog-menu-value">{picked}</output>
      <CreatableSelect label="Dialog work types" value={types} onChange={setTypes} options={["cleaning", "welding"]} />
      <output data-testid="dialog-types-value">{types.join("|")}</output>
      <EmailMultiselect label="Dialog emails" value={emails} onChange={setEmails} />
      <output data-testid="dialog-emails-value">{emails.join("|")}</output>
      <DateInput label="Dialog date" value={date} onChange={setDate} now={new Date("2026-11-22T12:00:00Z")} />
      <output data-testid="dialog-date-value">{date ?? ""}</output>
      <Button variant="secondary" onClick={() => toast.success("Saved from the dialog")}>
        Toast from dialog
      </Button>
    </div>
  );
};

const openFormDialog = () =>
  dialogs.open({ id: "form", title: "Dialog with selects", size: "medium", minimisable: true, content: <DialogForm /> });

export const OverlaySection = () => {
  const [drawer, setDrawer] = useState<"plain" | "timer" | null>(null);
  const [drawerLog, setDrawerLog] = useState("");
  const [drawerMinutes, setDrawerMinutes] = useState<number | null>(null);
  return (
    <>
      <GallerySection id="dialogs" title="Dialogs">
        <div className={row}>
          <Button onClick={openFirst}>Open stacked dialogs</Button>
          <Button variant="secondary" onClick={openFormDialog}>
            Open dialog with selects
          </Button>
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
          <output data-testid="drawer-duration-value">{drawerMinutes ?? ""}</output>
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
            <DurationSelect label="Break length" value={drawerMinutes} onChange={setDrawerMinutes} />
          </Drawer>
        )}
      </GallerySection>
    </>
  );
};
