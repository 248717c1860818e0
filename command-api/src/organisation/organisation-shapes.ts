import type { AuditEvent, OrganisationDeviceRow, OrganisationPaidAbsenceTypeRow, OrganisationRuleGroupRow, OrganisationWorkTypeRow, OrganisationWorkspaceRow } from "@workledger/projections";
import { toSnake } from "./api-fields.ts";

const iso = (d: Date): string => new Date(d).toISOString();

/** Division (spec 3): active 1/0, the workspace fields in snake_case. */
export const divisionShape = (row: OrganisationWorkspaceRow) => ({
  id: row.id,
  name: row.name,
  active: row.active,
  location: { lat: row.lat, lng: row.lng },
  radius_meters: row.radius_meters,
  default_work_type_id: row.default_work_type_id,
  person_ids: row.person_ids,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

export const workTypeShape = (row: OrganisationWorkTypeRow) => {
  const { company_id: _company, created_at, updated_at, ...fields } = row;
  return { ...fields, created_at: iso(created_at), updated_at: iso(updated_at) };
};

/** Spec 3 "Vacation types: id, name, division_id": a type serves the whole company, so its division_id is null (no one workspace). */
export const paidAbsenceTypeShape = (row: OrganisationPaidAbsenceTypeRow) => {
  const { company_id: _company, created_at, updated_at, ...fields } = row;
  return { ...fields, division_id: null, created_at: iso(created_at), updated_at: iso(updated_at) };
};

export const ruleGroupShape = (row: OrganisationRuleGroupRow) => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  rules: toSnake(row.rules),
  person_ids: row.person_ids,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

export const deviceShape = (row: OrganisationDeviceRow) => ({
  id: row.id,
  ...toSnake<Record<string, unknown>>(row.details),
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

/** One line of a workspace's history: its own events, newest first. */
export const historyShape = (event: AuditEvent) => ({
  id: event.eventId,
  type: event.type,
  data: toSnake(event.data),
  actor_id: event.actorId,
  persona: event.persona,
  source: event.source,
  occurred_at: event.occurredAt,
  position: event.position,
});
