import {
  organisationMessages,
  ruleGroupKinds,
  type RuleGroupCommand,
  type RuleGroupEvent,
  type RuleGroupKind,
  type RulesOf,
} from "@workledger/event-schemas";
import type { FieldErrors } from "../errors.ts";
import { overtimeRulesProblems } from "./overtime-rules.ts";
import { alreadyExists, assertNever, duplicateOption, normalisedName, notFound, throwIfAny, tidyName, unique, validateWith } from "./organisation-errors.ts";
import { sameValue } from "../unchanged.ts";

/**
 * Rule groups of one kind (overtime, work rounds, allowed pauses, daily allowance, compensation)
 * for one company. They share a stream so that a person belongs to at most one group of a kind:
 * assigning someone who is in another group moves them, and the move is two plain facts
 * (…GroupUnassigned from the old group, …GroupAssigned to the new one).
 */
export interface RuleGroup<K extends RuleGroupKind> {
  readonly groupId: string;
  readonly name: string;
  readonly rules: RulesOf<K>;
  readonly personIds: readonly string[];
}

export interface RuleGroupCatalogueState<K extends RuleGroupKind> {
  readonly groups: ReadonlyMap<string, RuleGroup<K>>;
}

const verbs = ["Create", "Rename", "ChangeRules", "Assign", "Unassign", "Delete"] as const;
type Verb = (typeof verbs)[number];
const actions = ["Created", "Renamed", "RulesChanged", "Assigned", "Unassigned", "Deleted"] as const;
type Action = (typeof actions)[number];

/** The kind-neutral shapes the generic code works on; the kind's schema has already checked `rules`. */
type NeutralCommandData = { groupId: string; name?: string; rules?: unknown; personIds?: readonly string[] };
type NeutralEvent = { type: string; data: { groupId: string; name?: string; rules?: unknown; personIds?: readonly string[] } };

const commandType = (prefix: string, verb: Verb): string => (verb === "ChangeRules" ? `Change${prefix}GroupRules` : `${verb}${prefix}Group`);
const eventType = (prefix: string, action: Action): string => `${prefix}Group${action}`;

/** Checks a schema cannot express: options that must not repeat, and period limits. */
export const ruleProblems = (kind: RuleGroupKind, rules: unknown): FieldErrors => {
  const errors: Record<string, string[]> = {};
  const repeated = (values: readonly unknown[]) => new Set(values.map((v) => (typeof v === "string" ? normalisedName(v) : v))).size !== values.length;
  switch (kind) {
    case "overtime":
      for (const [path, message] of Object.entries(overtimeRulesProblems(rules as RulesOf<"overtime">))) errors[`rules.${path}`] = [message];
      break;
    case "work-round":
      break;
    case "allowed-pause":
      if (repeated((rules as RulesOf<"allowed-pause">).entitlements.map((e) => e.minWorkSeconds))) errors["rules.entitlements"] = [organisationMessages.optionAlreadyExists];
      break;
    case "daily-allowance":
      if (repeated((rules as RulesOf<"daily-allowance">).tiers.map((t) => t.minSeconds))) errors["rules.tiers"] = [organisationMessages.optionAlreadyExists];
      break;
    case "compensation":
      if (repeated((rules as RulesOf<"compensation">).windows.map((w) => w.name))) errors["rules.windows"] = [organisationMessages.optionAlreadyExists];
      break;
    default:
      return assertNever(kind);
  }
  return errors;
};

export const ruleGroupCatalogueDecider = <K extends RuleGroupKind>(kind: K) => {
  const language = ruleGroupKinds[kind];
  const { prefix } = language;
  const commandVerbs = new Map<string, Verb>(verbs.map((v) => [commandType(prefix, v), v]));
  const eventActions = new Map<string, Action>(actions.map((a) => [eventType(prefix, a), a]));
  const schemaOf = (verb: Verb) => {
    const commands = language.commands;
    const byVerb = { Create: commands.create, Rename: commands.rename, ChangeRules: commands.changeRules, Assign: commands.assign, Unassign: commands.unassign, Delete: commands.delete } as const;
    return byVerb[verb].data;
  };
  const event = (action: Action, data: NeutralEvent["data"]): RuleGroupEvent<K> => ({ type: eventType(prefix, action), data }) as unknown as RuleGroupEvent<K>;

  const initialState: RuleGroupCatalogueState<K> = { groups: new Map() };

  const find = (state: RuleGroupCatalogueState<K>, groupId: string): RuleGroup<K> => {
    const group = state.groups.get(groupId);
    if (group === undefined) throw notFound(`${prefix} group`, "rule_group_not_found");
    return group;
  };
  const checkName = (state: RuleGroupCatalogueState<K>, groupId: string, name: string): void => {
    if ([...state.groups.values()].some((g) => g.groupId !== groupId && normalisedName(g.name) === normalisedName(name))) throw duplicateOption("name");
  };

  const decide = (command: RuleGroupCommand<K>, state: RuleGroupCatalogueState<K>): RuleGroupEvent<K>[] => {
    const verb = commandVerbs.get(command.type);
    if (verb === undefined) throw new Error(`${command.type} is not a ${prefix} group command`);
    validateWith(schemaOf(verb) as Parameters<typeof validateWith>[0], `${prefix} group`, command.data);
    const data = command.data as NeutralCommandData;
    switch (verb) {
      case "Create": {
        if (state.groups.has(data.groupId)) throw alreadyExists(`${prefix} group`, "rule_group_exists");
        const name = tidyName(data.name ?? "");
        checkName(state, data.groupId, name);
        throwIfAny(ruleProblems(kind, data.rules));
        return [event("Created", { groupId: data.groupId, name, rules: data.rules })];
      }
      case "Rename": {
        const group = find(state, data.groupId);
        const name = tidyName(data.name ?? "");
        if (name === group.name) return [];
        checkName(state, group.groupId, name);
        return [event("Renamed", { groupId: group.groupId, name })];
      }
      case "ChangeRules": {
        const group = find(state, data.groupId);
        if (sameValue(data.rules, group.rules)) return [];
        throwIfAny(ruleProblems(kind, data.rules));
        const effectiveFrom = (data as { effectiveFrom?: string }).effectiveFrom;
        return [event("RulesChanged", { groupId: group.groupId, rules: data.rules, ...(effectiveFrom === undefined ? {} : { effectiveFrom }) })];
      }
      case "Assign": {
        const group = find(state, data.groupId);
        const incoming = unique(data.personIds ?? []).filter((id) => !group.personIds.includes(id));
        if (incoming.length === 0) return [];
        const moves = [...state.groups.values()]
          .filter((g) => g.groupId !== group.groupId)
          .map((g) => ({ groupId: g.groupId, personIds: g.personIds.filter((id) => incoming.includes(id)) }))
          .filter((m) => m.personIds.length > 0);
        return [...moves.map((m) => event("Unassigned", m)), event("Assigned", { groupId: group.groupId, personIds: incoming })];
      }
      case "Unassign": {
        const group = find(state, data.groupId);
        const leaving = unique(data.personIds ?? []).filter((id) => group.personIds.includes(id));
        return leaving.length === 0 ? [] : [event("Unassigned", { groupId: group.groupId, personIds: leaving })];
      }
      case "Delete": {
        const group = find(state, data.groupId);
        return [event("Deleted", { groupId: group.groupId, personIds: group.personIds })];
      }
      default:
        return assertNever(verb);
    }
  };

  const evolve = (state: RuleGroupCatalogueState<K>, e: RuleGroupEvent<K>): RuleGroupCatalogueState<K> => {
    const { type, data } = e as unknown as NeutralEvent;
    const action = eventActions.get(type);
    if (action === undefined) return state;
    const groups = new Map(state.groups);
    const current = groups.get(data.groupId);
    switch (action) {
      case "Created":
        groups.set(data.groupId, { groupId: data.groupId, name: data.name ?? "", rules: data.rules as RulesOf<K>, personIds: [] });
        break;
      case "Renamed":
        if (current) groups.set(data.groupId, { ...current, name: data.name ?? current.name });
        break;
      case "RulesChanged":
        if (current) groups.set(data.groupId, { ...current, rules: data.rules as RulesOf<K> });
        break;
      case "Assigned":
        if (current) groups.set(data.groupId, { ...current, personIds: unique([...current.personIds, ...(data.personIds ?? [])]) });
        break;
      case "Unassigned":
        if (current) groups.set(data.groupId, { ...current, personIds: current.personIds.filter((id) => !(data.personIds ?? []).includes(id)) });
        break;
      case "Deleted":
        groups.delete(data.groupId);
        break;
      default:
        return assertNever(action);
    }
    return { groups };
  };

  return { decide, evolve, initialState };
};

/** The group of a kind a person is in, if any. */
export const groupOfPerson = <K extends RuleGroupKind>(state: RuleGroupCatalogueState<K>, personId: string): RuleGroup<K> | null =>
  [...state.groups.values()].find((g) => g.personIds.includes(personId)) ?? null;
