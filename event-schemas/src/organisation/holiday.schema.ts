import { Schema } from "effect";
import { CountryCode } from "./organisation-values.ts";

/** A public holiday as the API returns it (GET /api/holidays/{code}); only 'National' ones are kept. */
export const Holiday = Schema.Struct({
  date: Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/)),
  name: Schema.String,
  type: Schema.Literal("National"),
  code: CountryCode,
});
export type Holiday = typeof Holiday.Type;
