import { Schema } from "effect";
import type { Kysely } from "kysely";
import { ConflictError } from "@workledger/domain";
import type { EventStore } from "@workledger/event-store";
import { listAuditEvents, type Database } from "@workledger/projections";
import { requireActor } from "../auth/actor.ts";
import type { RouteSlice } from "../build-app.ts";
import { commandMetadata } from "../commands/command-metadata.ts";
import { commandResultSchema, replyWithCommandResult } from "../commands/command-reply.ts";
import { handleCommand, type Decider } from "../commands/handle-command.ts";
import { commonErrorResponses } from "../http/error-response.ts";
import { jsonSchemaOf } from "../http/json-schema-of.ts";
import type { ReadModels } from "../read-your-writes/read-models.ts";
import { waitForHeaderSchema, waitForQueryProperties, waitForReadModels } from "../read-your-writes/wait-for-position.ts";

/**
 * A tiny feature used by the tests to prove the command path and read-your-writes end to end:
 * a counter that may not pass 1000, written through handleCommand and read back from the audit
 * read model.
 */
type CounterCommand = { readonly type: "Increment"; readonly by: number };
type CounterEvent = { readonly type: "TestCounterIncremented"; readonly data: { readonly by: number } };

export const counterDecider: Decider<CounterCommand, CounterEvent, number> = {
  initialState: 0,
  evolve: (total, event) => total + event.data.by,
  decide: (command, total) => {
    if (total + command.by > 1000) throw new ConflictError("The counter may not pass 1000", "counter_limit");
    return [{ type: "TestCounterIncremented", data: { by: command.by } }];
  },
};

export interface TestCounterDeps {
  readonly eventStore: EventStore;
  readonly db: Kysely<Database>;
  readonly readModels: ReadModels;
  readonly readYourWritesTimeoutMs: number;
  readonly clock: () => Date;
}

/** The request contract, written once in Effect Schema; route validation and OpenAPI derive from it. */
const IncrementBody = Schema.Struct({ by: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 100 })) });

const streamOf = (companyId: string, id: string) => `test_counter-${companyId}-${id}`;

export const testCounterSlice =
  (deps: TestCounterDeps): RouteSlice =>
  async (app) => {
    app.post<{ Params: { id: string }; Body: typeof IncrementBody.Type }>(
      "/test-counters/:id/increments",
      {
        schema: {
          tags: ["test"],
          params: { type: "object", required: ["id"], properties: { id: { type: "string", pattern: "^[a-z0-9-]{1,40}$" } } },
          body: jsonSchemaOf(IncrementBody),
          response: {
            201: commandResultSchema,
            ...commonErrorResponses,
          },
        },
      },
      async (request, reply) => {
        const actor = requireActor(request);
        const result = await handleCommand({
          store: deps.eventStore,
          streamName: streamOf(actor.companyId, request.params.id),
          decider: counterDecider,
          command: { type: "Increment", by: request.body.by },
          metadata: commandMetadata(request, actor, deps.clock()),
        });
        return replyWithCommandResult(reply, result, 201);
      },
    );

    app.get<{ Params: { id: string }; Querystring: { waitFor?: string } }>(
      "/test-counters/:id/history",
      {
        schema: {
          tags: ["test"],
          params: { type: "object", required: ["id"], properties: { id: { type: "string" } } },
          querystring: { type: "object", properties: { ...waitForQueryProperties } },
          headers: waitForHeaderSchema,
          response: {
            200: {
              type: "object",
              required: ["total", "events"],
              properties: {
                total: { type: "integer" },
                events: {
                  type: "array",
                  items: { type: "object", properties: { position: { type: "string" }, type: { type: "string" }, by: { type: "integer" } } },
                },
              },
            },
            ...commonErrorResponses,
          },
        },
        preHandler: waitForReadModels(deps.readModels, ["audit"], deps.readYourWritesTimeoutMs),
      },
      async (request) => {
        const actor = requireActor(request);
        const events = await listAuditEvents(deps.db, { companyId: actor.companyId, streamName: streamOf(actor.companyId, request.params.id), limit: 500 });
        const rows = events.map((e) => ({ position: e.position, type: e.type, by: (e.data as { by: number }).by }));
        return { total: rows.reduce((sum, r) => sum + r.by, 0), events: rows };
      },
    );
  };
