import { Schema } from "effect";
import { GeoLocation, RadiusMeters, RequiredText } from "@workledger/event-schemas";
import { numberOrNaN, schemaErrors } from "../settings/kit/schema-errors.ts";
import type { FieldErrors } from "../settings/kit/organisation-client.ts";
import type { Division } from "./workspaces.queries.ts";

/** What the drawer edits, as typed (numbers stay text until saved). */
export interface WorkspaceForm {
  readonly name: string;
  readonly lat: string;
  readonly lng: string;
  readonly radius: string;
  readonly defaultWorkTypeId: string | null;
  readonly personIds: readonly string[];
}

export const emptyWorkspaceForm: WorkspaceForm = { name: "", lat: "60.1699", lng: "24.9384", radius: "100", defaultWorkTypeId: null, personIds: [] };

export const formOfDivision = (d: Division): WorkspaceForm => ({
  name: d.name,
  lat: String(d.location.lat),
  lng: String(d.location.lng),
  radius: String(d.radius_meters),
  defaultWorkTypeId: d.default_work_type_id,
  personIds: d.person_ids,
});

// The same value schemas the API decodes a division with.
const WorkspaceFields = Schema.Struct({ name: RequiredText, location: GeoLocation, radiusMeters: RadiusMeters });

/** Instant feedback keyed by the API's field names (name, location.lat, location.lng, radius_meters). */
export const workspaceFormErrors = (form: WorkspaceForm): FieldErrors => {
  const errors = schemaErrors(WorkspaceFields, {
    name: form.name,
    location: { lat: numberOrNaN(form.lat), lng: numberOrNaN(form.lng) },
    radiusMeters: numberOrNaN(form.radius),
  });
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k === "radiusMeters" ? "radius_meters" : k, v]));
};

export const workspaceBody = (form: WorkspaceForm) => ({
  name: form.name.trim(),
  location: { lat: numberOrNaN(form.lat), lng: numberOrNaN(form.lng) },
  radius_meters: numberOrNaN(form.radius),
  default_work_type_id: form.defaultWorkTypeId,
});

/** People to assign and to take off when an edit changes the list. */
export const peopleChanges = (before: readonly string[], after: readonly string[]) => ({
  added: after.filter((id) => !before.includes(id)),
  removed: before.filter((id) => !after.includes(id)),
});

/**
 * Coordinates pasted as one text ("60.17, 24.94", "60.17 24.94", "60.17;24.94", as map sites copy
 * them), latitude first; null unless both are numbers within range. Rounded to 6 decimals (~0.1 m).
 */
export const parseCoordinates = (text: string): { readonly lat: string; readonly lng: string } | null => {
  const match = /^\s*\(?\s*(-?\d{1,3}(?:\.\d+)?)\s*[,;\s]\s*(-?\d{1,3}(?:\.\d+)?)\s*\)?\s*$/.exec(text);
  if (match === null) return null;
  const [lat, lng] = [Number(match[1]), Number(match[2])];
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat: coordinateText(lat), lng: coordinateText(lng) };
};

/** A coordinate as the fields show it: at most 6 decimals, no trailing zeros. */
export const coordinateText = (value: number): string => String(Math.round(value * 1e6) / 1e6);

/** The form's location and radius as numbers for the map, or null while a field is not a number. */
export const mapPlaceOf = (form: WorkspaceForm): { readonly lat: number; readonly lng: number; readonly radius: number } | null => {
  const [lat, lng, radius] = [numberOrNaN(form.lat), numberOrNaN(form.lng), numberOrNaN(form.radius)];
  if (![lat, lng, radius].every(Number.isFinite) || Math.abs(lat) > 90 || Math.abs(lng) > 180 || radius <= 0) return null;
  return { lat, lng, radius };
};
