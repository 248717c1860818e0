import { queryOptions } from "@tanstack/react-query";
import type { RuleGroupKind } from "@workledger/event-schemas";
import { camelKeys } from "../kit/case-keys.ts";
import { readData } from "../kit/organisation-client.ts";
import { ruleGroupPaths } from "./rule-group-forms.ts";

export interface RuleGroup extends Record<string, unknown> {
  readonly id: string;
  readonly kind: RuleGroupKind;
  readonly name: string;
  /** camelCase, as the event schemas and the forms speak them. */
  readonly rules: Record<string, unknown>;
  readonly person_ids: readonly string[];
}

export const ruleGroupKeys = {
  all: (companyId: string) => ["rule-groups", companyId] as const,
  kind: (companyId: string, kind: RuleGroupKind) => [...ruleGroupKeys.all(companyId), kind] as const,
};

export const ruleGroupsQueryOptions = (companyId: string, kind: RuleGroupKind) =>
  queryOptions({
    queryKey: ruleGroupKeys.kind(companyId, kind),
    queryFn: async () =>
      (await readData<RuleGroup[]>(`companies/${companyId}/${ruleGroupPaths[kind]}/groups`)).map((g): RuleGroup => ({ ...g, rules: camelKeys<Record<string, unknown>>(g.rules) })),
    enabled: companyId !== "",
  });
