import { Schema } from "effect";
import { EntityId, RequiredText } from "./organisation-values.ts";
import { defineCommand, defineEvent } from "./define-message.ts";
import { AllowedPauseRules, CompensationRules, DailyAllowanceRules, OvertimeRules, WorkRoundRules } from "./rule-group-rules.schema.ts";

/**
 * The language of one kind of rule group. Each kind keeps its own event names
 * (OvertimeGroupCreated, WorkRoundGroupAssigned, ...) so history reads plainly.
 */
/**
 * The local date (company zone) a change of rules takes effect from. Optional: a change without
 * one (every change recorded before it existed) takes effect from the date it was recorded on.
 */
export const EffectiveFrom = Schema.String.check(Schema.isMaxLength(10), Schema.isPattern(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/));

const ruleGroupLanguage = <const P extends string, R extends Schema.Top>(prefix: P, rules: R) => {
  const groupId = EntityId;
  const effectiveFrom = Schema.optionalKey(EffectiveFrom);
  const personIds = Schema.Array(EntityId);
  const commands = {
    create: defineCommand(`Create${prefix}Group`, { groupId, name: RequiredText, rules }),
    rename: defineCommand(`Rename${prefix}Group`, { groupId, name: RequiredText }),
    changeRules: defineCommand(`Change${prefix}GroupRules`, { groupId, rules, effectiveFrom }),
    assign: defineCommand(`Assign${prefix}Group`, { groupId, personIds }),
    unassign: defineCommand(`Unassign${prefix}Group`, { groupId, personIds }),
    delete: defineCommand(`Delete${prefix}Group`, { groupId }),
  };
  const events = {
    created: defineEvent(`${prefix}GroupCreated`, 1, { groupId, name: RequiredText, rules }),
    renamed: defineEvent(`${prefix}GroupRenamed`, 1, { groupId, name: RequiredText }),
    rulesChanged: defineEvent(`${prefix}GroupRulesChanged`, 1, { groupId, rules, effectiveFrom }),
    assigned: defineEvent(`${prefix}GroupAssigned`, 1, { groupId, personIds }),
    unassigned: defineEvent(`${prefix}GroupUnassigned`, 1, { groupId, personIds }),
    /** Carries the people it still had, who now have no group of this kind. */
    deleted: defineEvent(`${prefix}GroupDeleted`, 1, { groupId, personIds }),
  };
  const command = Schema.Union(Object.values(commands).map((c) => c.schema));
  const event = Schema.Union(Object.values(events).map((e) => e.schema));
  return { prefix, rules, commands, events, command, event };
};

export const overtimeGroups = ruleGroupLanguage("Overtime", OvertimeRules);
export const workRoundGroups = ruleGroupLanguage("WorkRound", WorkRoundRules);
export const allowedPauseGroups = ruleGroupLanguage("AllowedPause", AllowedPauseRules);
export const dailyAllowanceGroups = ruleGroupLanguage("DailyAllowance", DailyAllowanceRules);
export const compensationGroups = ruleGroupLanguage("Compensation", CompensationRules);

/** The kinds, keyed by the slug the API uses (/overtimes/groups, /work-rounds/groups, ...). */
export const ruleGroupKinds = {
  overtime: overtimeGroups,
  "work-round": workRoundGroups,
  "allowed-pause": allowedPauseGroups,
  "daily-allowance": dailyAllowanceGroups,
  compensation: compensationGroups,
} as const;
export type RuleGroupKind = keyof typeof ruleGroupKinds;
export type RuleGroupLanguage<K extends RuleGroupKind> = (typeof ruleGroupKinds)[K];
export type RuleGroupCommand<K extends RuleGroupKind> = RuleGroupLanguage<K>["command"]["Type"];
export type RuleGroupEvent<K extends RuleGroupKind> = RuleGroupLanguage<K>["event"]["Type"];
export type RulesOf<K extends RuleGroupKind> = RuleGroupLanguage<K>["rules"]["Type"];

/** All groups of one kind of a company share a stream, so a person is in at most one group per kind. */
export const ruleGroupStreamName = (kind: RuleGroupKind, companyId: string): string => `rule-groups-${kind}-${companyId}`;
