import { has, type CompanyFlag, type Permission } from "../../../app/access/permissions.ts";
import { useSession } from "../../../app/session/use-session.ts";

export interface CompanyContext {
  readonly companyId: string;
  readonly userId: string;
  readonly persona: "worker" | "manager" | "admin";
  readonly can: (permission: Permission) => boolean;
  /** Clarification 3: with a flag off, the page offers none of the feature's actions. */
  readonly flag: (flag: CompanyFlag) => boolean;
}

export const useCompany = (): CompanyContext => {
  const session = useSession();
  return {
    companyId: String(session?.company?.id ?? ""),
    userId: String(session?.user.id ?? ""),
    persona: session?.persona ?? "worker",
    can: (permission) => (session ? has(session.permissions, permission) : false),
    flag: (flag) => session?.company?.[flag] === true,
  };
};
