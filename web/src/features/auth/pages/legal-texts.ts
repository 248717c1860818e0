/** What each page says, in English (translated where rendered); they state what the product does with data. */
export const legalTexts = {
  terms: {
    title: "Terms of service",
    lines: [
      "Workledger records work hours, pauses, workspaces and work types for your company, and keeps every change in its history.",
      "The company's owner decides who is invited and which rights each person has. Each person answers for the hours they enter.",
      "The trial starts at sign-up. Verify your email to keep using the service after the trial.",
      "For the terms of your contract, ask the company that invited you or the operator of this installation.",
    ],
  },
  privacy: {
    title: "Privacy policy",
    lines: [
      "We store your name, email address, language, time zone and the work hours you or your managers enter.",
      "If your company turns location tracking on, a punch stores where it was made.",
      "Nothing is erased from the history: a change is recorded as a new entry, so payroll can be checked later.",
      "Your company's managers see the data of the people they manage. Email is used for sign-in links and notifications, which you can unsubscribe from.",
    ],
  },
} as const;

export const legalLines = Object.values(legalTexts).flatMap((p) => [p.title, ...p.lines]);
