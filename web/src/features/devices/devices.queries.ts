import { queryOptions } from "@tanstack/react-query";
import { readData } from "../settings/kit/organisation-client.ts";
import type { DeviceKindConfig, DeviceRow } from "./device-kinds.ts";

export const deviceKeys = { kind: (companyId: string, kind: string) => ["devices", companyId, kind] as const };

/** GET /box?company_id=, /inner-range/companies/{id}/doors, /geofence-api/companies/{id}/gateways. */
export const devicesQueryOptions = (config: DeviceKindConfig, companyId: string) =>
  queryOptions({
    queryKey: deviceKeys.kind(companyId, config.kind),
    queryFn: () => readData<DeviceRow[]>(config.collection(companyId), config.companyQuery ? { company_id: companyId } : { timestamp: String(Date.now()) }),
    enabled: companyId !== "",
  });
