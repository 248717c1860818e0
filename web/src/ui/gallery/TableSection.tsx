import { useMemo, useState } from "react";
import { css } from "styled-system/css";
import { Avatar } from "../avatar/Avatar.tsx";
import { Button } from "../button/Button.tsx";
import type { DataTableColumn } from "../data-table/data-table-columns.tsx";
import { DataTable } from "../data-table/DataTable.tsx";
import { Select } from "../select/Select.tsx";
import { toast } from "../toast/toaster.ts";
import { GallerySection, row } from "./GallerySection.tsx";

interface Person extends Record<string, unknown> {
  id: string;
  name: string;
  email: string;
  hours: number;
  status: "Active" | "Inactive";
}

const firstNames = ["Anna", "Jüri", "Mari", "Kalle", "Liis", "Toomas", "Eva", "Peeter"];
const lastNames = ["Tamm", "Mets", "Sepp", "Kask", "Rebane", "Ilves"];

/** Deterministic sample rows so screenshots stay stable. */
const people = (count: number): Person[] =>
  Array.from({ length: count }, (_, i) => {
    const name = `${firstNames[i % firstNames.length]} ${lastNames[(i * 7) % lastNames.length]}`;
    return { id: `p${i + 1}`, name, email: `person${i + 1}@firma.ee`, hours: (i * 37) % 160, status: i % 5 === 4 ? "Inactive" : "Active" };
  });

const columns: readonly DataTableColumn<Person>[] = [
  { type: "component", id: "avatar", header: "", render: (p) => <Avatar size="sm" name={p.name} /> },
  { type: "value", id: "name", header: "Name", key: "name", sortable: true },
  { type: "value", id: "email", header: "Email", key: "email" },
  { type: "function", id: "hours", header: "Hours", value: (p) => `${p.hours} h`, sortable: true },
  { type: "value", id: "status", header: "Status", key: "status", sortable: true },
  { type: "actions", id: "actions", header: "Actions", actions: [{ id: "edit", label: "Edit", onSelect: (p) => toast.info(`Edit ${p.name}`) }] },
  {
    type: "more",
    id: "more",
    options: [
      { id: "view", label: "View", onSelect: (p) => toast.info(`View ${p.name}`) },
      { id: "delete", label: "Delete", danger: true, onSelect: (p) => toast.info(`Delete ${p.name}`) },
    ],
  },
];

const teams = ["Cleaning", "Welding", "Night shift", "Office"].map((label) => ({ value: label.toLowerCase(), label }));
const filter = css({ w: "64" });

export const TableSection = () => {
  const [loading, setLoading] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [team, setTeam] = useState<string | null>(null);
  const data = useMemo(() => people(600), []);
  return (
    <GallerySection id="table" title="Data table">
      <div className={row}>
        <Button variant="secondary" onClick={() => setLoading((l) => !l)}>
          {loading ? "Stop loading" : "Show loading"}
        </Button>
        <output data-testid="table-selection">{selected.join(",")}</output>
      </div>
      {/* Sits right above the table: its dropdown opens over the sticky header. */}
      <div className={filter}>
        <Select label="Team" placeholder="All teams" options={teams} value={team} onChange={setTeam} />
        <output data-testid="team-value">{team ?? ""}</output>
      </div>
      <DataTable
        label="People"
        data={data}
        columns={columns}
        getRowId={(p) => p.id}
        loading={loading}
        selectable
        onSelectionChange={(rows) => setSelected(rows.map((r) => r.id))}
      />
      <DataTable label="Empty table" data={[]} columns={columns} getRowId={(p) => p.id} />
    </GallerySection>
  );
};
