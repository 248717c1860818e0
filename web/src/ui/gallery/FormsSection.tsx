import { useState } from "react";
import { Avatar } from "../avatar/Avatar.tsx";
import { Button } from "../button/Button.tsx";
import { CreatableSelect } from "../creatable-select/CreatableSelect.tsx";
import { DateInput } from "../date-input/DateInput.tsx";
import { DurationSelect } from "../duration-select/DurationSelect.tsx";
import { EmailMultiselect } from "../email-multiselect/EmailMultiselect.tsx";
import { Input } from "../input/Input.tsx";
import { Select } from "../select/Select.tsx";
import { cell, GallerySection, row } from "./GallerySection.tsx";

const roles = [
  { value: "worker", label: "Worker" },
  { value: "manager", label: "Manager" },
  { value: "admin", label: "Admin" },
];

export const FormsSection = ({ now }: { now?: Date }) => {
  const [name, setName] = useState("");
  const [role, setRole] = useState<string | null>(null);
  const [minutes, setMinutes] = useState<number | null>(90);
  const [date, setDate] = useState<string | null>(null);
  const [tags, setTags] = useState<string[]>(["cleaning"]);
  const [emails, setEmails] = useState<string[]>(["anna.tamm@firma.ee", "not-an-email"]);
  return (
    <>
      <GallerySection id="buttons" title="Buttons">
        <div className={row}>
          <Button>Primary</Button>
          <Button variant="secondary">Secondary</Button>
          <Button variant="danger">Danger</Button>
          <Button variant="ghost">Ghost</Button>
          <Button variant="link">Link</Button>
          <Button loading>Saving</Button>
          <Button disabled>Disabled</Button>
        </div>
      </GallerySection>
      <GallerySection id="inputs" title="Inputs">
        <div className={row}>
          <div className={cell}>
            <Input label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} helperText="As on the contract" />
          </div>
          <div className={cell}>
            <Input label="Email" defaultValue="wrong" error="This field is required" />
          </div>
          <div className={cell}>
            <Input label="Company name" required defaultValue="" />
          </div>
          <div className={cell}>
            <Select label="Role" placeholder="Choose a role" options={roles} value={role} onChange={setRole} />
          </div>
          <div className={cell}>
            <DurationSelect label="Duration" value={minutes} onChange={setMinutes} />
            <output data-testid="duration-value">{minutes ?? ""}</output>
          </div>
          <div className={cell}>
            <DateInput label="Start date" value={date} onChange={setDate} now={now} />
            <output data-testid="date-value">{date ?? ""}</output>
          </div>
          <div className={cell}>
            <CreatableSelect label="Work types" placeholder="Type and press Enter" value={tags} onChange={setTags} options={["cleaning", "welding", "night shift"]} />
            <output data-testid="creatable-value">{tags.join("|")}</output>
          </div>
          <div className={cell}>
            <EmailMultiselect label="Invite by email" placeholder="name@company.com" value={emails} onChange={setEmails} />
            <output data-testid="email-value">{emails.join("|")}</output>
          </div>
        </div>
      </GallerySection>
      <GallerySection id="avatars" title="Avatars">
        <div className={row}>
          <Avatar name="Anna Tamm" src="/does-not-exist.png" />
          <Avatar name="Jüri Mets" size="lg" />
          <Avatar name="" />
          <Avatar size="sm" name="Mari Maasikas" />
        </div>
      </GallerySection>
    </>
  );
};
