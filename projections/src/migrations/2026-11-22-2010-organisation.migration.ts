import { sql, type Kysely } from "kysely";

/** The organisation read models: workspaces, work types, absence types, rule groups, settings, preferences, devices. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("organisation_workspaces")
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("id", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("lat", "double precision", (c) => c.notNull())
    .addColumn("lng", "double precision", (c) => c.notNull())
    .addColumn("radius_meters", "double precision", (c) => c.notNull())
    .addColumn("default_work_type_id", "text")
    .addColumn("person_ids", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("active", "integer", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull())
    .addPrimaryKeyConstraint("organisation_workspaces_pk", ["company_id", "id"])
    .execute();
  await db.schema
    .createTable("organisation_work_types")
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("id", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("parent_id", "text")
    .addColumn("product_number", "text")
    .addColumn("visma_product_number", "text")
    .addColumn("price", "double precision", (c) => c.notNull())
    .addColumn("unit", "text", (c) => c.notNull())
    .addColumn("show_separately_on_report", "boolean", (c) => c.notNull())
    .addColumn("cost_descriptions", "jsonb", (c) => c.notNull())
    .addColumn("default_pause_seconds", "integer", (c) => c.notNull())
    .addColumn("include_in_overtime", "boolean", (c) => c.notNull())
    .addColumn("paid_absence_extras", "boolean", (c) => c.notNull())
    .addColumn("active", "integer", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull())
    .addPrimaryKeyConstraint("organisation_work_types_pk", ["company_id", "id"])
    .execute();
  await db.schema
    .createTable("organisation_paid_absence_types")
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("id", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("time_unit", "text", (c) => c.notNull())
    .addColumn("length", "double precision", (c) => c.notNull())
    .addColumn("do_not_count_as_workday", "boolean", (c) => c.notNull())
    .addColumn("active", "integer", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull())
    .addPrimaryKeyConstraint("organisation_paid_absence_types_pk", ["company_id", "id"])
    .execute();
  await db.schema
    .createTable("organisation_rule_groups")
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("id", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("rules", "jsonb", (c) => c.notNull())
    .addColumn("person_ids", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull())
    .addPrimaryKeyConstraint("organisation_rule_groups_pk", ["company_id", "kind", "id"])
    .execute();
  await db.schema
    .createTable("organisation_company_settings")
    .addColumn("company_id", "text", (c) => c.primaryKey())
    .addColumn("settings", "jsonb", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("organisation_preferences")
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("scope_key", "text", (c) => c.notNull())
    .addColumn("chosen", "jsonb", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull())
    .addPrimaryKeyConstraint("organisation_preferences_pk", ["company_id", "scope_key"])
    .execute();
  await db.schema
    .createTable("organisation_devices")
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("id", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('loginBox', 'door', 'geofenceGateway')`))
    .addColumn("details", "jsonb", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull())
    .addPrimaryKeyConstraint("organisation_devices_pk", ["company_id", "id"])
    .execute();
  await db.schema.createIndex("organisation_devices_kind_idx").on("organisation_devices").columns(["company_id", "kind"]).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "organisation_devices",
    "organisation_preferences",
    "organisation_company_settings",
    "organisation_rule_groups",
    "organisation_paid_absence_types",
    "organisation_work_types",
    "organisation_workspaces",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
