import { serverMessageLines } from "../../ui/toast/server-message.ts";

/** The exact texts of spec section 8 (clarification 19: the double space is the spec's). */
export const errorTexts = {
  oops: "Oops!",
  requestTrouble: "Something went wrong with your request. Please try again later or refresh the page.",
  stillTrouble: "Still having a trouble?  Please contact administrator",
  contactAdministrator: "Something went wrong. Please contact administrator.",
  somethingWentWrong: "Something went wrong",
} as const;

export type ErrorReaction =
  /** 2xx: never an error, never a navigation (clarification 17). */
  | { readonly kind: "none" }
  /** 501, 504, and network failures: rejected with no UI. */
  | { readonly kind: "silent" }
  | {
      readonly kind: "dialog";
      readonly tone: "danger" | "error";
      readonly title: string;
      readonly message: string;
      readonly hint?: string;
      readonly cancellable: false;
    }
  | { readonly kind: "toast"; readonly message: unknown }
  | { readonly kind: "logout" }
  | { readonly kind: "navigate"; readonly to: string; readonly message: string; readonly redirectTo: string };

/** The server's message field, else the body itself when it is a plain string. */
export const messageOf = (body: unknown): unknown =>
  typeof body === "object" && body !== null && "message" in body ? (body as { message: unknown }).message : body;

/**
 * What the client does for a failed response (spec section 8, "By HTTP status").
 * `currentPath` becomes the error page's redirectTo so the user can go back.
 */
export const reactionToStatus = (status: number, body: unknown, currentPath: string): ErrorReaction => {
  if (status >= 200 && status < 300) return { kind: "none" };
  switch (status) {
    case 501:
    case 504:
      return { kind: "silent" };
    case 405:
    case 429:
      return {
        kind: "dialog",
        tone: "danger",
        title: errorTexts.oops,
        message: errorTexts.requestTrouble,
        hint: errorTexts.stillTrouble,
        cancellable: false,
      };
    case 500:
    case 502:
      return { kind: "dialog", tone: "error", title: errorTexts.oops, message: errorTexts.contactAdministrator, cancellable: false };
    case 400:
      return { kind: "toast", message: messageOf(body) };
    case 401:
      return { kind: "logout" };
    default: {
      const lines = serverMessageLines(messageOf(body));
      return {
        kind: "navigate",
        to: `/error/${status}`,
        message: lines.length > 0 ? lines.join("\n") : errorTexts.somethingWentWrong,
        redirectTo: currentPath,
      };
    }
  }
};
