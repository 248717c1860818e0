import { describe, expect, it } from "vitest";
import { errorTexts, reactionToStatus } from "./error-catalogue.ts";

describe("reactionToStatus", () => {
  it.each([200, 201, 204])("%i is no error and never navigates", (status) =>
    expect(reactionToStatus(status, null, "/x")).toEqual({ kind: "none" }),
  );
  it.each([501, 504])("%i is rejected silently", (status) => expect(reactionToStatus(status, {}, "/x")).toEqual({ kind: "silent" }));
  it.each([405, 429])("%i opens the danger 'Oops!' dialog without cancel", (status) =>
    expect(reactionToStatus(status, {}, "/x")).toEqual({
      kind: "dialog",
      tone: "danger",
      title: "Oops!",
      message: "Something went wrong with your request. Please try again later or refresh the page.",
      hint: "Still having a trouble?  Please contact administrator",
      cancellable: false,
    }),
  );
  it.each([500, 502])("%i opens the 'Oops!' contact-administrator dialog", (status) => {
    const reaction = reactionToStatus(status, { message: "stack trace" }, "/x");
    expect(reaction).toMatchObject({ kind: "dialog", title: "Oops!", message: "Something went wrong. Please contact administrator." });
  });
  it("toasts the server message on 400", () => {
    expect(reactionToStatus(400, { message: { email: ["taken"] } }, "/x")).toEqual({ kind: "toast", message: { email: ["taken"] } });
  });
  it("logs out on 401", () => expect(reactionToStatus(401, {}, "/x")).toEqual({ kind: "logout" }));
  it.each([403, 404, 409, 422, 418])("navigates to /error/%i with the default message", (status) =>
    expect(reactionToStatus(status, {}, "/people")).toEqual({
      kind: "navigate",
      to: `/error/${status}`,
      message: errorTexts.somethingWentWrong,
      redirectTo: "/people",
    }),
  );
  it("carries the server message to the error page", () =>
    expect(reactionToStatus(403, { message: "User information cannot be viewed" }, "/")).toMatchObject({
      message: "User information cannot be viewed",
    }),
  );
});
