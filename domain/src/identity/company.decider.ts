import type { CompanyAccountFields, CompanyEvent, CompanyFlags, CompanyProfileFields } from "@workledger/event-schemas";
import { companyFlagKeys } from "@workledger/event-schemas/identity/permission-keys.ts";
import { changedFields } from "../unchanged.ts";
import { ConflictError, NotFoundError, ValidationError } from "../errors.ts";
import { identityMessages } from "./identity-messages.ts";
import { isLiftedDailyCap, mailLimits, outgoingMailMessages } from "./outgoing-mail.ts";
import { assertTimeZone } from "./time-zone.ts";

export type CompanyCommand =
  | {
      readonly type: "RegisterCompany";
      readonly companyId: string;
      readonly name: string;
      /** Null for a client company created without a user. */
      readonly mainUserId: string | null;
      readonly telephoneNumber: string | null;
      readonly timezone: string;
      readonly trialEndsAt: string | null;
    }
  | { readonly type: "UpdateCompanyProfile"; readonly changes: CompanyProfileFields }
  | { readonly type: "ChangeCompanyLogo"; readonly logo: string; readonly logoCache: number }
  | { readonly type: "RemoveCompanyLogo"; readonly logoCache: number }
  | { readonly type: "SetCompanyFeatureFlags"; readonly flags: CompanyFlags }
  | { readonly type: "ChangeCompanySubscription"; readonly trialEndsAt: string | null; readonly isLoginDisabled: boolean }
  | { readonly type: "DisableCompany"; readonly reason: string }
  | { readonly type: "EnableCompany" }
  | { readonly type: "ChangeMainUser"; readonly mainUserId: string }
  | { readonly type: "UpdateCompanyAccount"; readonly changes: CompanyAccountFields }
  /** An admin sets the daily cap on the company's invitation and activation mails. */
  | { readonly type: "LiftMailCap"; readonly dailyCap: number; readonly by: string };

export interface CompanyState {
  readonly exists: boolean;
  readonly companyId: string;
  readonly profile: Required<{ [K in keyof CompanyProfileFields]: CompanyProfileFields[K] }>;
  readonly logo: string | null;
  readonly flags: CompanyFlags;
  readonly trialEndsAt: string | null;
  readonly isLoginDisabled: boolean;
  readonly disabled: boolean;
  readonly mainUserId: string | null;
  readonly account: CompanyAccountFields;
  /** Invitation and activation mails the company may send per day. */
  readonly mailDailyCap: number;
}

export const initialCompanyState: CompanyState = {
  exists: false,
  companyId: "",
  profile: { name: "", tax_number: null, address: null, telephone_number: null, activity: null, timezone: "Europe/Helsinki" },
  logo: null,
  flags: {},
  trialEndsAt: null,
  isLoginDisabled: false,
  disabled: false,
  mainUserId: null,
  account: {},
  mailDailyCap: mailLimits.perCompanyPerDay,
};

const requireCompany = (state: CompanyState): void => {
  if (!state.exists) throw new NotFoundError("Company not found", "company_not_found");
};

/** A flag the company never had set is off: saving it off is no change. */
const flagsOff = Object.fromEntries(companyFlagKeys.map((k) => [k, false])) as CompanyFlags;
/** An account field never filled in and one saved empty ("", [], null, not spoofed) are the same. */
const accountDefaults: CompanyAccountFields = { is_email_spoof: false };

export const decideCompany = (command: CompanyCommand, state: CompanyState): CompanyEvent[] => {
  switch (command.type) {
    case "RegisterCompany": {
      if (state.exists) throw new ConflictError("The company exists already", "company_exists");
      const { type: _type, ...data } = command;
      return [{ type: "CompanyRegistered", data }];
    }
    case "UpdateCompanyProfile": {
      requireCompany(state);
      assertTimeZone(command.changes.timezone);
      if (command.changes.name !== undefined && command.changes.name.trim() === "") {
        throw ValidationError.of("name", identityMessages.fieldRequired, "required");
      }
      const changes = changedFields(state.profile, command.changes, { blankIsUnset: true });
      return Object.keys(changes).length === 0 ? [] : [{ type: "CompanyProfileUpdated", data: { changes } }];
    }
    case "ChangeCompanyLogo":
      requireCompany(state);
      return [{ type: "CompanyLogoChanged", data: { logo: command.logo, logoCache: command.logoCache } }];
    case "RemoveCompanyLogo":
      requireCompany(state);
      return state.logo === null ? [] : [{ type: "CompanyLogoRemoved", data: { logoCache: command.logoCache } }];
    case "SetCompanyFeatureFlags": {
      requireCompany(state);
      const flags = changedFields(state.flags, command.flags, { defaults: flagsOff });
      return Object.keys(flags).length === 0 ? [] : [{ type: "CompanyFeatureFlagsChanged", data: { flags } }];
    }
    case "ChangeCompanySubscription":
      requireCompany(state);
      if (state.trialEndsAt === command.trialEndsAt && state.isLoginDisabled === command.isLoginDisabled) return [];
      return [{ type: "CompanySubscriptionChanged", data: { trialEndsAt: command.trialEndsAt, isLoginDisabled: command.isLoginDisabled } }];
    case "DisableCompany":
      requireCompany(state);
      return state.disabled ? [] : [{ type: "CompanyDisabled", data: { reason: command.reason } }];
    case "EnableCompany":
      requireCompany(state);
      return state.disabled ? [{ type: "CompanyEnabled", data: {} }] : [];
    case "ChangeMainUser":
      requireCompany(state);
      return state.mainUserId === command.mainUserId ? [] : [{ type: "CompanyMainUserChanged", data: { mainUserId: command.mainUserId } }];
    case "UpdateCompanyAccount": {
      requireCompany(state);
      const changes = changedFields(state.account, command.changes, { blankIsUnset: true, defaults: accountDefaults });
      return Object.keys(changes).length === 0 ? [] : [{ type: "CompanyAccountUpdated", data: { changes } }];
    }
    case "LiftMailCap":
      requireCompany(state);
      if (!isLiftedDailyCap(command.dailyCap)) throw ValidationError.of("daily_cap", outgoingMailMessages.invalidDailyCap, "invalid_daily_cap");
      return state.mailDailyCap === command.dailyCap ? [] : [{ type: "CompanyMailCapLifted", data: { dailyCap: command.dailyCap, by: command.by } }];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown company command ${JSON.stringify(unknown)}`);
    }
  }
};

export const evolveCompany = (state: CompanyState, event: CompanyEvent): CompanyState => {
  switch (event.type) {
    case "CompanyRegistered":
      return {
        ...state,
        exists: true,
        companyId: event.data.companyId,
        profile: { ...state.profile, name: event.data.name, telephone_number: event.data.telephoneNumber, timezone: event.data.timezone },
        mainUserId: event.data.mainUserId,
        trialEndsAt: event.data.trialEndsAt,
      };
    case "CompanyProfileUpdated":
      return { ...state, profile: { ...state.profile, ...event.data.changes } };
    case "CompanyLogoChanged":
      return { ...state, logo: event.data.logo };
    case "CompanyLogoRemoved":
      return { ...state, logo: null };
    case "CompanyFeatureFlagsChanged":
      return { ...state, flags: { ...state.flags, ...event.data.flags } };
    case "CompanySubscriptionChanged":
      return { ...state, trialEndsAt: event.data.trialEndsAt, isLoginDisabled: event.data.isLoginDisabled };
    case "CompanyDisabled":
      return { ...state, disabled: true };
    case "CompanyEnabled":
      return { ...state, disabled: false };
    case "CompanyMainUserChanged":
      return { ...state, mainUserId: event.data.mainUserId };
    case "CompanyAccountUpdated":
      return { ...state, account: { ...state.account, ...event.data.changes } };
    case "CompanyMailCapLifted":
      return { ...state, mailDailyCap: event.data.dailyCap };
    default: {
      const unknown: never = event;
      throw new Error(`Unknown company event ${JSON.stringify(unknown)}`);
    }
  }
};

export const companyDecider = { decide: decideCompany, evolve: evolveCompany, initialState: initialCompanyState };
