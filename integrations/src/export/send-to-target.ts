import type { MeritEndpoint, MeritPalkClient } from "../merit-palk/merit-palk-client.ts";
import type { NetvisorClient } from "../netvisor/netvisor-client.ts";
import type { SendRequest } from "./export-runner.ts";

/** Routes a planned request to its target's client, under the request's stable id. */
export const sendToNetvisor =
  (client: NetvisorClient): SendRequest =>
  (request, stableId) =>
    client.send(request.resource as "workday.nv" | "payrollperiodcollector.nv", request.body, stableId);

/** Palk's stable id is the DocName inside the body, so the stable id is not sent separately. */
export const sendToMeritPalk =
  (client: MeritPalkClient): SendRequest =>
  (request) =>
    client.post(request.resource as MeritEndpoint, request.body);
