import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authorize } from "@workledger/domain";
import type { RouteSlice } from "../build-app.ts";
import { requireSession } from "./session-actor.ts";
import { createIdentityTestApp, type IdentityTestApp } from "./testing/identity-test-app.ts";

// How another feature guards its routes: requireSession for the actor, authorize (domain's can) for the rule.
const probeSlice: RouteSlice = async (app) => {
  app.post("/probe/own-time", async (request) => {
    const actor = requireSession(request);
    authorize(actor.principal, "work-time.register-own", { companyId: actor.companyId });
    return { companyId: actor.companyId, persona: actor.persona };
  });
};

describe("feature slices behind real sessions", () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    t = await createIdentityTestApp("postgres", { slices: () => [probeSlice] });
  });
  afterAll(async () => t?.close());

  it("get the session's tenant and persona, and the same access rules", async () => {
    const { token, user } = await t.signup(`probe-${crypto.randomUUID().slice(0, 8)}@x.io`);
    expect((await t.post("/api/probe/own-time", {})).statusCode).toBe(401);
    const asManager = await t.post("/api/probe/own-time", {}, token);
    expect(asManager.statusCode).toBe(403);
    expect(asManager.json().code).toBe("forbidden_persona");
    const asWorker = await t.post("/api/probe/own-time", {}, token, { "x-persona": "worker" });
    expect(asWorker.json()).toEqual({ companyId: (user.default_company as { id: string }).id, persona: "worker" });
    const noCsrf = await t.app.inject({ method: "POST", url: "/api/probe/own-time", headers: { authorization: `Bearer ${token}` } });
    expect(noCsrf.statusCode).toBe(403);
  });
});
