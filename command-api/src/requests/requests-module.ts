import type { RouteSlice } from "../build-app.ts";
import { bonusRequestsSlice } from "./bonus-requests.routes.ts";
import { paidAbsenceRequestsSlice } from "./paid-absence-requests.routes.ts";
import type { RequestsDeps } from "./requests-http.ts";
import { requestsQueriesSlice } from "./requests-queries.routes.ts";

/** Every route of requests (bonus and paid absence), for buildApp's slices. */
export const requestsSlices = (deps: RequestsDeps): readonly RouteSlice[] => [paidAbsenceRequestsSlice(deps), bonusRequestsSlice(deps), requestsQueriesSlice(deps)];
