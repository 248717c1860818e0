import { Schema } from "effect";
import { NotFoundError, ValidationError, localDateIn, ruleGroupCatalogueDecider } from "@workledger/domain";
import { EffectiveFrom, EntityId, RequiredText, ruleGroupKinds, ruleGroupStreamName, type RuleGroupKind } from "@workledger/event-schemas";
import { listRuleGroups } from "@workledger/projections";
import type { RouteSlice } from "../build-app.ts";
import { loadPayCalendar, zoneOf } from "../pay-calendar/pay-calendar-lookups.ts";
import type { CommandResult } from "../commands/handle-command.ts";
import { waitForReadModels } from "../read-your-writes/wait-for-position.ts";
import { bodySchemaOf, decodeBody } from "./api-fields.ts";
import { actorIn, checkPeople, companyParams, entityParams, loadState, newEntityId, okAnswers, queryString, replyCommand, runOrganisationCommand, waitForHeaderSchema } from "./organisation-http.ts";
import type { OrganisationDeps } from "./organisation-deps.ts";
import { ruleGroupShape } from "./organisation-shapes.ts";

/** The spec's paths (section 7) for each kind of group. */
export const ruleGroupPaths: Readonly<Record<RuleGroupKind, string>> = {
  overtime: "overtimes",
  "work-round": "work-rounds",
  "allowed-pause": "allowed-pauses",
  "daily-allowance": "daily-allowance",
  compensation: "compensation",
};

const nouns: Readonly<Record<RuleGroupKind, string>> = {
  overtime: "Overtime group",
  "work-round": "Work round group",
  "allowed-pause": "Allowed pause group",
  "daily-allowance": "Daily allowance group",
  compensation: "Compensation group",
};

const PeopleBody = Schema.Struct({ personIds: Schema.Array(EntityId) });
type Params = { Params: { id: string; groupId: string } };
const groupParams = entityParams("groupId");

const kindSlice = <K extends RuleGroupKind>(deps: OrganisationDeps, kind: K): RouteSlice => async (app) => {
  const language = ruleGroupKinds[kind];
  const decider = ruleGroupCatalogueDecider(kind);
  const rules = language.rules as unknown as Schema.Codec<unknown, unknown>;
  const CreateBody = Schema.Struct({ name: RequiredText, rules, personIds: Schema.optionalKey(Schema.Array(EntityId)) });
  const UpdateBody = Schema.Struct({ name: Schema.optionalKey(RequiredText), rules: Schema.optionalKey(rules), effectiveFrom: Schema.optionalKey(EffectiveFrom) });
  const base = `/companies/:id/${ruleGroupPaths[kind]}/groups`;
  const noun = nouns[kind];
  const p = language.prefix;
  const stream = (companyId: string) => ruleGroupStreamName(kind, companyId);
  // The generic decider takes the kind's own command names (CreateOvertimeGroup, AssignWorkRoundGroup, ...).
  const run = (request: Parameters<typeof actorIn>[0], actor: ReturnType<typeof actorIn>, type: string, data: Record<string, unknown>) =>
    runOrganisationCommand(deps, request, actor, stream(actor.companyId), decider as never, { type, data } as never);

  app.get<{ Params: { id: string }; Querystring: { waitFor?: string } }>(
    base,
    {
      schema: { tags: ["organisation"], summary: `${noun}s with their rules and people`, params: companyParams, querystring: queryString(), headers: waitForHeaderSchema, response: okAnswers },
      preHandler: waitForReadModels(deps.readModels, ["organisation"], deps.readYourWritesTimeoutMs),
    },
    async (request) => {
      const actor = actorIn(request, "company.view", request.params.id);
      return { data: (await listRuleGroups(deps.db, actor.companyId, kind)).map(ruleGroupShape) };
    },
  );

  app.post<{ Params: { id: string }; Body: unknown }>(
    base,
    { schema: { tags: ["organisation"], summary: `Create a ${noun.toLowerCase()} (and assign people to it)`, params: companyParams, body: bodySchemaOf(CreateBody), response: okAnswers }, attachValidation: true },
    async (request, reply) => {
      const actor = actorIn(request, "manager.rights", request.params.id);
      const body = decodeBody(CreateBody, noun, request.body);
      await checkPeople(deps, actor, body.personIds ?? []);
      const groupId = newEntityId(deps);
      let result = await run(request, actor, `Create${p}Group`, { groupId, name: body.name, rules: body.rules });
      if ((body.personIds ?? []).length > 0) result = await run(request, actor, `Assign${p}Group`, { groupId, personIds: body.personIds });
      return replyCommand(reply, result, `${noun} successfully created`, { id: groupId }, 201);
    },
  );

  app.put<Params & { Body: unknown }>(
    `${base}/:groupId`,
    { schema: { tags: ["organisation"], summary: `Rename a ${noun.toLowerCase()} and/or change its rules`, params: groupParams, body: bodySchemaOf(UpdateBody), response: okAnswers }, attachValidation: true },
    async (request, reply) => {
      const actor = actorIn(request, "manager.rights", request.params.id);
      const body = decodeBody(UpdateBody, noun, request.body);
      const { groupId } = request.params;
      if (!(await loadState(deps, stream(actor.companyId), decider)).groups.has(groupId)) throw new NotFoundError(`${noun} not found`, "rule_group_not_found");
      if (body.name === undefined && body.rules === undefined) throw ValidationError.of("name", "Nothing to change", "nothing_to_change");
      let result: CommandResult | undefined;
      if (body.name !== undefined) result = await run(request, actor, `Rename${p}Group`, { groupId, name: body.name });
      if (body.effectiveFrom !== undefined) {
        // A change takes effect from the date it names, never earlier than today: the past is not rewritten.
        const today = localDateIn(deps.clock().getTime(), zoneOf(await loadPayCalendar(deps.db, actor.companyId, []), null, deps.clock()));
        if (body.rules === undefined) throw ValidationError.of("rules", "Give the rules that take effect", "rules_required");
        if (body.effectiveFrom < today) throw ValidationError.of("effective_from", "Must not be before today", "effective_in_past");
      }
      if (body.rules !== undefined) result = await run(request, actor, `Change${p}GroupRules`, { groupId, rules: body.rules, ...(body.effectiveFrom === undefined ? {} : { effectiveFrom: body.effectiveFrom }) });
      return replyCommand(reply, result!, `${noun} successfully updated`, { id: groupId });
    },
  );

  app.delete<Params>(
    `${base}/:groupId`,
    { schema: { tags: ["organisation"], summary: `Delete a ${noun.toLowerCase()}; its people keep no group of this kind`, params: groupParams, response: okAnswers } },
    async (request, reply) => {
      const actor = actorIn(request, "manager.rights", request.params.id);
      const result = await run(request, actor, `Delete${p}Group`, { groupId: request.params.groupId });
      return replyCommand(reply, result, `${noun} successfully deleted`, { id: request.params.groupId });
    },
  );

  const people = (verb: "assign" | "unassign") =>
    app.post<Params & { Body: unknown }>(
      `${base}/:groupId/${verb}`,
      {
        schema: {
          tags: ["organisation"],
          summary: verb === "assign" ? `Assign people (moving them from their other ${noun.toLowerCase()})` : `Take people off a ${noun.toLowerCase()}`,
          params: groupParams,
          body: bodySchemaOf(PeopleBody),
          response: okAnswers,
        },
        attachValidation: true,
      },
      async (request, reply) => {
        const actor = actorIn(request, "manager.rights", request.params.id);
        const { personIds } = decodeBody(PeopleBody, "people", request.body);
        await checkPeople(deps, actor, personIds);
        const result = await run(request, actor, `${verb === "assign" ? "Assign" : "Unassign"}${p}Group`, { groupId: request.params.groupId, personIds });
        return replyCommand(reply, result, `${noun} successfully updated`, { id: request.params.groupId });
      },
    );
  people("assign");
  people("unassign");
};

/** Overtime, work-round, allowed-pause, daily-allowance and compensation groups, each under its spec path. */
export const ruleGroupsSlice =
  (deps: OrganisationDeps): RouteSlice =>
  async (app) => {
    for (const kind of Object.keys(ruleGroupKinds) as RuleGroupKind[]) await app.register(kindSlice(deps, kind));
  };
