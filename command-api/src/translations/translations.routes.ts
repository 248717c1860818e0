import { readFile } from "node:fs/promises";
import type { FastifyPluginAsync } from "fastify";

/**
 * GET /api/onesky/translations and GET /api/onesky/locale (spec section 7), public.
 *
 * The tables live once, in the web's sources (features/<slug>/<slug>.translations.ts, ui/i18n,
 * lib/i18n/locales). command-api may not import the web (ARCHITECTURE.md, eslint.config.js), so
 * it serves web/src/lib/i18n/served/translations.json, a file derived from those sources and kept
 * equal to them by web/src/lib/i18n/served-translations.test.ts. It is read from disk once, when
 * the routes are registered (the repository, or the Docker image's copy of it, holds the file).
 */
export const defaultServedTranslationsFile = new URL("../../../web/src/lib/i18n/served/translations.json", import.meta.url);

export interface ServedLocale {
  readonly code: string;
  readonly name: string;
}

export interface ServedTranslations {
  readonly locales: readonly ServedLocale[];
  /** locale -> English text -> text; every locale has the same keys. */
  readonly translations: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Fails loudly at start-up on a file of the wrong shape, rather than serving half of it. */
export const parseServedTranslations = (text: string): ServedTranslations => {
  const value: unknown = JSON.parse(text);
  if (!isRecord(value) || !Array.isArray(value.locales) || !isRecord(value.translations)) throw new Error("translations file: expected { locales, translations }");
  const locales = value.locales.map((l: unknown) => {
    if (!isRecord(l) || typeof l.code !== "string" || typeof l.name !== "string") throw new Error("translations file: a locale needs code and name");
    return { code: l.code, name: l.name };
  });
  const translations = value.translations;
  for (const { code } of locales) {
    const table = translations[code];
    if (!isRecord(table) || !Object.values(table).every((t) => typeof t === "string")) throw new Error(`translations file: no string table for ${code}`);
  }
  return { locales, translations: translations as ServedTranslations["translations"] };
};

const stringMap = { type: "object", additionalProperties: { type: "string" } } as const;

const translationsBody = {
  type: "object",
  required: ["data"],
  properties: { data: { type: "object", description: "locale -> English text -> translated text", additionalProperties: stringMap } },
} as const;

const localesBody = {
  type: "object",
  required: ["data"],
  properties: {
    data: {
      type: "array",
      items: { type: "object", required: ["code", "name"], properties: { code: { type: "string" }, name: { type: "string", description: "The language's own name" } } },
    },
  },
} as const;

export interface TranslationRoutesDeps {
  /** Where the served tables are; the web's derived file unless a test says otherwise. */
  readonly file?: URL | string;
}

export const translationRoutes =
  ({ file = defaultServedTranslationsFile }: TranslationRoutesDeps = {}): FastifyPluginAsync =>
  async (app) => {
    const served = parseServedTranslations(await readFile(file, "utf8"));
    const translations = { data: served.translations };
    const locales = { data: served.locales };

    app.get(
      "/onesky/translations",
      { schema: { tags: ["translations"], summary: "Every interface translation, keyed by locale and English text (public)", response: { 200: translationsBody } } },
      async (_request, reply) => {
        // The web keeps the answer in local storage and asks again only when it has none.
        void reply.header("cache-control", "public, max-age=3600");
        return translations;
      },
    );

    app.get(
      "/onesky/locale",
      { schema: { tags: ["translations"], summary: "The supported interface locales (public)", response: { 200: localesBody } } },
      async (_request, reply) => {
        void reply.header("cache-control", "public, max-age=3600");
        return locales;
      },
    );
  };
