import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { finnishOvertimeRules, type RuleGroupCommand, type RuleGroupEvent } from "@workledger/event-schemas";
import { ConflictError, NotFoundError, ValidationError } from "../errors.ts";
import { deciderSpec } from "../testing/decider-spec.ts";
import { groupOfPerson, ruleGroupCatalogueDecider } from "./rule-group-catalogue.decider.ts";

const metadata = { now: "2026-11-22T10:00:00.000Z", actorId: "manager-1" };
const overtime = ruleGroupCatalogueDecider("overtime");
const spec = deciderSpec(overtime);

const createdGroup = (groupId: string, name: string): RuleGroupEvent<"overtime"> => ({ type: "OvertimeGroupCreated", data: { groupId, name, rules: finnishOvertimeRules } });
const assign = (groupId: string, personIds: string[]): RuleGroupCommand<"overtime"> => ({ type: "AssignOvertimeGroup", data: { groupId, personIds }, metadata });

describe("overtime groups", () => {
  describe("when the company has none", () => {
    it("creates a group with Finnish rules", () => {
      spec.given([]).when({ type: "CreateOvertimeGroup", data: { groupId: "g1", name: " Office ", rules: finnishOvertimeRules }, metadata }).then([createdGroup("g1", "Office")]);
    });

    it("refuses tiers whose last one is not open-ended, and a daily threshold past a day", () => {
      const badTiers = { ...finnishOvertimeRules, daily: { thresholdSeconds: 8 * 3600, tiers: [{ lengthSeconds: 7200, multiplier: 1.5 }] } };
      spec.given([]).when({ type: "CreateOvertimeGroup", data: { groupId: "g1", name: "Office", rules: badTiers }, metadata }).thenThrows(ValidationError, "validation_failed");
      const longDay = { ...finnishOvertimeRules, daily: { thresholdSeconds: 25 * 3600, tiers: [{ lengthSeconds: null, multiplier: 1.5 }] } };
      spec.given([]).when({ type: "CreateOvertimeGroup", data: { groupId: "g1", name: "Office", rules: longDay }, metadata }).thenThrows(ValidationError, "validation_failed", /longer than the day/);
    });

    it("refuses a multiplier below 1", () => {
      const cheap = { ...finnishOvertimeRules, weekly: { thresholdSeconds: 40 * 3600, tiers: [{ lengthSeconds: null, multiplier: 0.5 }] } };
      spec.given([]).when({ type: "CreateOvertimeGroup", data: { groupId: "g1", name: "Office", rules: cheap }, metadata }).thenThrows(ValidationError, "validation_failed");
    });

    it("cannot assign to a group that does not exist", () => {
      spec.given([]).when(assign("g1", ["p1"])).thenThrows(NotFoundError, "rule_group_not_found");
    });
  });

  describe("when groups exist", () => {
    const history: RuleGroupEvent<"overtime">[] = [
      createdGroup("g1", "Office"),
      createdGroup("g2", "Warehouse"),
      { type: "OvertimeGroupAssigned", data: { groupId: "g1", personIds: ["p1", "p2"] } },
    ];

    it("rejects a duplicate group name with 'Option already exist'", () => {
      spec.given(history).when({ type: "CreateOvertimeGroup", data: { groupId: "g3", name: "office", rules: finnishOvertimeRules }, metadata }).thenThrows(ValidationError, "option_already_exists", "Option already exist");
      spec.given(history).when({ type: "RenameOvertimeGroup", data: { groupId: "g2", name: "OFFICE" }, metadata }).thenThrows(ValidationError, "option_already_exists");
    });

    it("refuses the same id twice", () => {
      spec.given(history).when({ type: "CreateOvertimeGroup", data: { groupId: "g1", name: "Other", rules: finnishOvertimeRules }, metadata }).thenThrows(ConflictError, "rule_group_exists");
    });

    it("assigns a worker, moving them out of their old group first", () => {
      spec.given(history).when(assign("g2", ["p2", "p3"])).then([
        { type: "OvertimeGroupUnassigned", data: { groupId: "g1", personIds: ["p2"] } },
        { type: "OvertimeGroupAssigned", data: { groupId: "g2", personIds: ["p2", "p3"] } },
      ]);
    });

    it("decides nothing for people already in the group", () => {
      spec.given(history).when(assign("g1", ["p1"])).then([]);
    });

    it("unassigns only members", () => {
      spec.given(history).when({ type: "UnassignOvertimeGroup", data: { groupId: "g1", personIds: ["p1", "p3"] }, metadata }).then([
        { type: "OvertimeGroupUnassigned", data: { groupId: "g1", personIds: ["p1"] } },
      ]);
    });

    it("changes rules only when they differ", () => {
      spec.given(history).when({ type: "ChangeOvertimeGroupRules", data: { groupId: "g1", rules: finnishOvertimeRules }, metadata }).then([]);
      const noWeekly = { ...finnishOvertimeRules, weekly: null };
      spec.given(history).when({ type: "ChangeOvertimeGroupRules", data: { groupId: "g1", rules: noWeekly }, metadata }).then([
        { type: "OvertimeGroupRulesChanged", data: { groupId: "g1", rules: noWeekly } },
      ]);
    });

    it("deletes a group with the people it still had", () => {
      const state = spec.given(history).when({ type: "DeleteOvertimeGroup", data: { groupId: "g1" }, metadata }).state();
      spec.given(history).when({ type: "DeleteOvertimeGroup", data: { groupId: "g1" }, metadata }).then([{ type: "OvertimeGroupDeleted", data: { groupId: "g1", personIds: ["p1", "p2"] } }]);
      expect(groupOfPerson(state, "p1")).toBeNull();
    });

    it("finds the group a person is in", () => {
      expect(groupOfPerson(spec.given(history).state(), "p2")?.groupId).toBe("g1");
    });
  });

  it("keeps every person in at most one group, whatever the assignments", () => {
    const people = ["p1", "p2", "p3", "p4"];
    const groups = ["g1", "g2", "g3"];
    const command = fc.oneof(
      fc.record({ type: fc.constant("AssignOvertimeGroup" as const), groupId: fc.constantFrom(...groups), personIds: fc.subarray(people) }),
      fc.record({ type: fc.constant("UnassignOvertimeGroup" as const), groupId: fc.constantFrom(...groups), personIds: fc.subarray(people) }),
    );
    fc.assert(
      fc.property(fc.array(command, { maxLength: 30 }), (commands) => {
        let state = groups.map((g) => createdGroup(g, g)).reduce(overtime.evolve, overtime.initialState);
        for (const c of commands) {
          const events = overtime.decide({ type: c.type, data: { groupId: c.groupId, personIds: c.personIds }, metadata }, state);
          state = events.reduce(overtime.evolve, state);
        }
        const memberships = [...state.groups.values()].flatMap((g) => g.personIds);
        expect(new Set(memberships).size).toBe(memberships.length);
      }),
    );
  });
});

describe("the other kinds of rule group", () => {
  it("name their events after the kind", () => {
    const rounds = deciderSpec(ruleGroupCatalogueDecider("work-round"));
    rounds.given([]).when({ type: "CreateWorkRoundGroup", data: { groupId: "r1", name: "Site", rules: { roundStartMinutes: 15, roundEndMinutes: 15 } }, metadata }).then([
      { type: "WorkRoundGroupCreated", data: { groupId: "r1", name: "Site", rules: { roundStartMinutes: 15, roundEndMinutes: 15 } } },
    ]);
  });

  it("accept only the spec's rounding options", () => {
    const rounds = deciderSpec(ruleGroupCatalogueDecider("work-round"));
    rounds.given([]).when({ type: "CreateWorkRoundGroup", data: { groupId: "r1", name: "Site", rules: { roundStartMinutes: 20 as never, roundEndMinutes: null } }, metadata }).thenThrows(ValidationError, "validation_failed");
  });

  it("reject repeated options inside allowed pauses, daily allowances and compensation windows", () => {
    deciderSpec(ruleGroupCatalogueDecider("allowed-pause"))
      .given([])
      .when({ type: "CreateAllowedPauseGroup", data: { groupId: "a", name: "A", rules: { entitlements: [{ minWorkSeconds: 14400, allowedPauseSeconds: 600 }, { minWorkSeconds: 14400, allowedPauseSeconds: 900 }] } }, metadata })
      .thenThrows(ValidationError, "option_already_exists", "Option already exist");
    deciderSpec(ruleGroupCatalogueDecider("daily-allowance"))
      .given([])
      .when({ type: "CreateDailyAllowanceGroup", data: { groupId: "d", name: "D", rules: { tiers: [{ name: "Partial", minSeconds: 21600, amountCents: 2500 }, { name: "Full", minSeconds: 21600, amountCents: 5400 }] } }, metadata })
      .thenThrows(ValidationError, "option_already_exists");
    const window = { name: "Evening", weekdays: [1], from: "18:00", to: "22:00", kind: "PerHour" as const, centsPerHour: 150 };
    deciderSpec(ruleGroupCatalogueDecider("compensation"))
      .given([])
      .when({ type: "CreateCompensationGroup", data: { groupId: "c", name: "C", rules: { windows: [window, { ...window, name: "evening" }] } }, metadata })
      .thenThrows(ValidationError, "option_already_exists");
  });

  it("refuse a compensation window with a bad clock time", () => {
    deciderSpec(ruleGroupCatalogueDecider("compensation"))
      .given([])
      .when({ type: "CreateCompensationGroup", data: { groupId: "c", name: "C", rules: { windows: [{ name: "Night", weekdays: [1], from: "24:00", to: "06:00", kind: "Percent", percent: 50 }] } }, metadata })
      .thenThrows(ValidationError, "validation_failed");
  });

  it("keep a daily-allowance group's people apart from the overtime groups", () => {
    const allowance = ruleGroupCatalogueDecider("daily-allowance");
    const state = [{ type: "DailyAllowanceGroupCreated" as const, data: { groupId: "d1", name: "Travel", rules: { tiers: [] } } }].reduce(allowance.evolve, allowance.initialState);
    expect(allowance.decide({ type: "AssignDailyAllowanceGroup", data: { groupId: "d1", personIds: ["p1"] }, metadata }, state)).toEqual([
      { type: "DailyAllowanceGroupAssigned", data: { groupId: "d1", personIds: ["p1"] } },
    ]);
  });
});
