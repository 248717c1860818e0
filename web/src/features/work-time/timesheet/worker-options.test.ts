import { describe, expect, it } from "vitest";
import { filterableWorkers, preselectedWorker, recordableWorkers } from "./worker-options.ts";

const person = (id: string, status: string) => ({ id, full_name: `P ${id}`, email: `${id}@x.io`, status });
const people = [person("pending", "waiting_activation"), person("gone", "deleted"), person("away", "inactive"), person("me", "active"), person("ann", "active")];

describe("worker options where work is recorded", () => {
  it("offers only active people for a new log; the filter also keeps deactivated people's hours, never pending invitations", () => {
    expect(recordableWorkers(people).map((o) => o.value)).toEqual(["me", "ann"]);
    expect(filterableWorkers(people).map((o) => o.value)).toEqual(["away", "me", "ann"]);
  });
  it("preselects the signed-in person, else the first active person", () => {
    expect(preselectedWorker(recordableWorkers(people), "me")).toBe("me");
    expect(preselectedWorker(recordableWorkers(people), "admin")).toBe("me");
    expect(preselectedWorker(recordableWorkers([person("pending", "waiting_activation"), person("ann", "active")]), "boss")).toBe("ann");
    // The page's filter wins when that person can work; a filter on someone who cannot does not.
    expect(preselectedWorker(recordableWorkers(people), "ann", "me")).toBe("ann");
    expect(preselectedWorker(recordableWorkers(people), "away", "me")).toBe("me");
  });
});
