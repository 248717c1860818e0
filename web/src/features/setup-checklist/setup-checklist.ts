import { queryOptions } from "@tanstack/react-query";
import { readData } from "../settings/kit/organisation-client.ts";

/** GET /api/companies/{id}/setup-checklist (command-api/src/organisation/setup-checklist.routes.ts). */
export interface SetupProgressDto {
  readonly pay_period: boolean;
  readonly workspace: boolean;
  readonly work_types: boolean;
  readonly people: boolean;
  readonly first_confirmation: boolean;
}

export const setupChecklistQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: ["setup-checklist", companyId] as const,
    queryFn: () => readData<SetupProgressDto>(`companies/${companyId}/setup-checklist`),
    // Each visit to the dashboard reads it again: the steps are done on other pages.
    staleTime: 0,
    refetchOnMount: "always",
  });

export interface SetupStep {
  readonly id: "verify-email" | "pay-period" | "workspace" | "work-types" | "people" | "first-confirmation";
  readonly title: string;
  readonly hint: string;
  readonly to: string;
  readonly done: boolean;
}

/**
 * The owner's first steps in the order they depend on each other: the address verified (the
 * company keeps working after the trial), the pay period, a workspace, its work types, people
 * invited into it, and the first confirmed hours. Each one links to where it is done.
 */
export const setupSteps = (progress: SetupProgressDto, emailVerified: boolean): readonly SetupStep[] => [
  { id: "verify-email", title: "Verify your email", hint: "Open the link we mailed you, or send a new one.", to: "/verification", done: emailVerified },
  { id: "pay-period", title: "Choose your pay period", hint: "Weekly, every two weeks, twice a month or monthly, and the time zone.", to: "/preference?section=pay-periods", done: progress.pay_period },
  { id: "workspace", title: "Create a workspace", hint: "A site your people work at, with its location.", to: "/workspace", done: progress.workspace },
  { id: "work-types", title: "Add work types", hint: "What your people do, such as cleaning or driving.", to: "/worktype", done: progress.work_types },
  { id: "people", title: "Invite people", hint: "Invite your workers by email into a workspace.", to: "/people", done: progress.people },
  { id: "first-confirmation", title: "Confirm the first work hours", hint: "Check and confirm the hours your people punched.", to: "/timesheet", done: progress.first_confirmation },
];
