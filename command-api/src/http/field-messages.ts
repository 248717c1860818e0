/**
 * The sentences a person may see for a field that fails the request schema. Never a regular
 * expression or a JSON-schema keyword: each is a plain sentence, translated in the six locales by
 * the web (web/src/ui/i18n/ui-translations.ts), and the bad-input sweep checks that every field
 * error it meets is one of the app's translated texts.
 */
export const fieldMessages = {
  required: "This field is required",
  notAllowed: "This field is not allowed",
  dateTime: "Enter a date and time such as 2026-03-29T03:30+03:00",
  date: "Enter a date such as 2026-03-29",
  time: "Enter a time such as 08:30",
  format: "Enter a value in the expected format",
  email: "Invalid email address",
  tooLong: "This text is too long",
  tooShort: "This text is too short",
  tooLarge: "This number is too large",
  tooSmall: "This number is too small",
  tooMany: "This list has too many entries",
  tooFew: "This list has too few entries",
  wrongType: "This value is of the wrong type",
  notOffered: "Choose one of the offered values",
  invalid: "This value is not valid",
} as const;

export type FieldMessage = (typeof fieldMessages)[keyof typeof fieldMessages];

/** A pattern that reads as a date-time, a date or a time of day (the route schemas' own patterns). */
const patternMessage = (pattern: string): FieldMessage => {
  if (pattern.includes("T\\d{2}:\\d{2}")) return fieldMessages.dateTime;
  if (/^\^\\d\{4\}-\\d\{2\}-\\d\{2\}\$$/.test(pattern)) return fieldMessages.date;
  if (pattern.includes("[0-5]\\d$") && !pattern.includes("\\d{4}")) return fieldMessages.time;
  return fieldMessages.format;
};

const formatMessage = (format: unknown): FieldMessage => {
  if (format === "date-time") return fieldMessages.dateTime;
  if (format === "date") return fieldMessages.date;
  if (format === "time") return fieldMessages.time;
  if (format === "email") return fieldMessages.email;
  return fieldMessages.format;
};

/** The sentence for one Ajv (JSON-schema) error. */
export const messageOfSchemaKeyword = (keyword: string, params: Readonly<Record<string, unknown>> | undefined): FieldMessage => {
  switch (keyword) {
    case "required":
      return fieldMessages.required;
    case "additionalProperties":
      return fieldMessages.notAllowed;
    case "pattern":
      return typeof params?.pattern === "string" ? patternMessage(params.pattern) : fieldMessages.format;
    case "format":
      return formatMessage(params?.format);
    case "maxLength":
      return fieldMessages.tooLong;
    case "minLength":
      return params?.limit === 1 ? fieldMessages.required : fieldMessages.tooShort;
    case "maximum":
    case "exclusiveMaximum":
      return fieldMessages.tooLarge;
    case "minimum":
    case "exclusiveMinimum":
      return fieldMessages.tooSmall;
    case "maxItems":
    case "maxProperties":
      return fieldMessages.tooMany;
    case "minItems":
    case "minProperties":
      return fieldMessages.tooFew;
    case "type":
      return fieldMessages.wrongType;
    case "enum":
    case "const":
      return fieldMessages.notOffered;
    default:
      return fieldMessages.invalid;
  }
};

/**
 * A schema decode message (Effect Schema) as a person may see it: a sentence of the domain's own
 * (a check's message) passes; the library's technical wording ("Expected string, got 5", "Missing
 * key", a regular expression) becomes one of the sentences above.
 */
export const personFacingMessage = (message: string): string => {
  if (/^Missing key/i.test(message)) return fieldMessages.required;
  if (/^Unexpected key/i.test(message)) return fieldMessages.notAllowed;
  if (/^Expected (string|number|boolean|array|object|integer|bigint|a string|a number)\b/i.test(message)) return fieldMessages.wrongType;
  if (/^Expected ["\d]/.test(message)) return fieldMessages.notOffered;
  // The validators' own wording: Ajv's starts with a lower-case "must " ("must match pattern …");
  // a domain sentence ("Must be greater than or equal to 100 meters", "Must be a number") passes.
  const technical = /Expected|RegExp|\\d|\^|\$|\bgot\b|pattern|keyword|schema/i;
  return technical.test(message) || /^must (match|be|have|NOT)\b/.test(message) ? fieldMessages.invalid : message;
};
