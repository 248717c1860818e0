import { DoorDetails, GeofenceGatewayDetails, LoginBoxDetails } from "@workledger/event-schemas";
import type { CompanyFlag, Permission } from "../../app/access/permissions.ts";
import { camelKeys, snakeKeys } from "../settings/kit/case-keys.ts";
import type { FieldErrors } from "../settings/kit/organisation-client.ts";
import { numberOrNaN, schemaErrors } from "../settings/kit/schema-errors.ts";

export type DeviceKind = "box" | "door" | "gateway";

/** A device row as the API answers it: id plus the details in snake_case. */
export type DeviceRow = Readonly<Record<string, unknown>> & { readonly id: string };

/** The form: the details in camelCase, numbers typed as text. */
export type DeviceForm = Readonly<Record<string, unknown>>;

export interface DeviceKindConfig {
  readonly kind: DeviceKind;
  readonly title: string;
  readonly create: string;
  readonly edit: string;
  readonly add: string;
  readonly empty: string;
  readonly created: string;
  readonly updated: string;
  readonly deleted: string;
  readonly flag: CompanyFlag;
  readonly permission: Permission;
  readonly collection: (companyId: string) => string;
  readonly item: (companyId: string, id: string) => string;
  /** /box names the company in the query and body, the others in the path. */
  readonly companyQuery: boolean;
  readonly emptyForm: DeviceForm;
  readonly details: (form: DeviceForm) => Record<string, unknown>;
  readonly schema: Parameters<typeof schemaErrors>[0];
}

const detailsOf = (form: DeviceForm): Record<string, unknown> => ({ ...form });

export const deviceKinds: Readonly<Record<DeviceKind, DeviceKindConfig>> = {
  box: {
    kind: "box",
    title: "Login boxes",
    create: "New login box",
    edit: "Edit login box",
    add: "Add login box",
    empty: "No login boxes yet",
    created: "Box successfully created",
    updated: "Box successfully updated",
    deleted: "Box successfully deleted",
    flag: "boxes_active",
    permission: "login_boxes_management",
    collection: () => "box",
    item: (_c, id) => `box/${id}`,
    companyQuery: true,
    emptyForm: { name: "", mainScreen: "WithWorkerList", message: "", visibleWorkspaceIds: [] },
    details: (f) => ({ ...detailsOf(f), message: f["mainScreen"] === "Message" && String(f["message"] ?? "").trim() !== "" ? String(f["message"]) : null }),
    schema: LoginBoxDetails,
  },
  door: {
    kind: "door",
    title: "Doors",
    create: "New door",
    edit: "Edit door",
    add: "Add door",
    empty: "No doors yet",
    created: "Door successfully created",
    updated: "Door successfully updated",
    deleted: "Door successfully deleted",
    flag: "inner_range_active",
    permission: "has_manager_rights",
    collection: (c) => `inner-range/companies/${c}/doors`,
    item: (c, id) => `inner-range/companies/${c}/doors/${id}`,
    companyQuery: false,
    emptyForm: { doorId: "", name: "", workspaceId: null, mainDoor: false, frontDoor: false, changeWorkTypeOnEntry: null, resumeWorkOnEntry: false },
    details: detailsOf,
    schema: DoorDetails,
  },
  gateway: {
    kind: "gateway",
    title: "Geofence gateways",
    create: "New gateway",
    edit: "Edit gateway",
    add: "Add gateway",
    empty: "No gateways yet",
    created: "Gateway successfully created",
    updated: "Gateway successfully updated",
    deleted: "Gateway successfully deleted",
    flag: "geofence_active",
    permission: "has_manager_rights",
    collection: (c) => `geofence-api/companies/${c}/gateways`,
    item: (c, id) => `geofence-api/companies/${c}/gateways/${id}`,
    companyQuery: false,
    emptyForm: { name: "", workspaceId: null, lat: "60.1699", lng: "24.9384", radiusMeters: "100" },
    details: (f) => ({ name: f["name"], workspaceId: f["workspaceId"], location: { lat: numberOrNaN(String(f["lat"])), lng: numberOrNaN(String(f["lng"])) }, radiusMeters: numberOrNaN(String(f["radiusMeters"])) }),
    schema: GeofenceGatewayDetails,
  },
};

/** A stored device back into its form (gateways keep their numbers as text). */
export const formOfDevice = (kind: DeviceKind, row: DeviceRow): DeviceForm => {
  const { id: _id, created_at: _c, updated_at: _u, ...details } = camelKeys<Record<string, unknown>>(row);
  if (kind === "gateway") {
    const location = details["location"] as { lat: number; lng: number };
    return { name: details["name"], workspaceId: details["workspaceId"] ?? null, lat: String(location.lat), lng: String(location.lng), radiusMeters: String(details["radiusMeters"]) };
  }
  if (kind === "box") return { ...details, message: details["message"] ?? "" };
  return details;
};

/** The body the API takes: snake_case details (and company_id for /box). */
export const deviceBody = (config: DeviceKindConfig, form: DeviceForm, companyId: string): Record<string, unknown> => ({
  ...snakeKeys<Record<string, unknown>>(config.details(form)),
  ...(config.companyQuery ? { company_id: companyId } : {}),
});

/** Instant feedback keyed by the API's names: radius_meters, door_id, location.lat, ... */
export const deviceFormErrors = (config: DeviceKindConfig, form: DeviceForm): FieldErrors =>
  Object.fromEntries(Object.entries(schemaErrors(config.schema, config.details(form))).map(([k, v]) => [k.split(".").map((p) => p.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)).join("."), v]));

