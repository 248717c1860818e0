import type { PaidAbsenceTypeDetails } from "@workledger/event-schemas";

/** The countries whose paid-absence types a new company starts with; any other company gets the neutral set. */
export const absenceTypeCountries = ["FI", "EE", "SE", "ES"] as const;
export type AbsenceTypeCountry = (typeof absenceTypeCountries)[number];

/** The four kinds of absence every company starts with, in this order. */
export const defaultAbsenceKinds = ["vacation", "sick_leave", "child_sick_day", "unpaid_leave"] as const;
export type DefaultAbsenceKind = (typeof defaultAbsenceKinds)[number];

/**
 * The country a company's language stands for (the language its founder signed up in): Finnish for
 * Finland, Estonian for Estonia, Swedish for Sweden, Spanish for Spain. English and Russian name no
 * one country, so they get the neutral set.
 */
export const absenceCountryOfLanguage = (language: string): AbsenceTypeCountry | null => {
  const base = language.trim().toLowerCase().split(/[-_]/)[0];
  return base === "fi" ? "FI" : base === "et" ? "EE" : base === "sv" ? "SE" : base === "es" ? "ES" : null;
};

type Names = Record<DefaultAbsenceKind, string>;

/** Each country's own words for its kinds of leave; the neutral set in the six app languages. */
const countryNames: Record<AbsenceTypeCountry, Names> = {
  FI: { vacation: "Vuosiloma", sick_leave: "Sairausloma", child_sick_day: "Tilapäinen hoitovapaa (lapsen sairastuminen)", unpaid_leave: "Palkaton vapaa" },
  EE: { vacation: "Põhipuhkus", sick_leave: "Haigusleht", child_sick_day: "Lapse haiguse hoolduspäev", unpaid_leave: "Palgata puhkus" },
  SE: { vacation: "Semester", sick_leave: "Sjukfrånvaro", child_sick_day: "Vård av barn (VAB)", unpaid_leave: "Tjänstledighet utan lön" },
  ES: { vacation: "Vacaciones", sick_leave: "Baja por enfermedad", child_sick_day: "Permiso por enfermedad de un hijo", unpaid_leave: "Permiso no retribuido" },
};

const neutralNames: Record<string, Names> = {
  en: { vacation: "Vacation", sick_leave: "Sick leave", child_sick_day: "Child sick day", unpaid_leave: "Unpaid leave" },
  fi: { vacation: "Loma", sick_leave: "Sairausloma", child_sick_day: "Lapsen sairauspäivä", unpaid_leave: "Palkaton vapaa" },
  et: { vacation: "Puhkus", sick_leave: "Haigusleht", child_sick_day: "Lapse haiguspäev", unpaid_leave: "Palgata puhkus" },
  sv: { vacation: "Semester", sick_leave: "Sjukfrånvaro", child_sick_day: "Vård av sjukt barn", unpaid_leave: "Obetald ledighet" },
  es: { vacation: "Vacaciones", sick_leave: "Baja por enfermedad", child_sick_day: "Día por enfermedad de un hijo", unpaid_leave: "Permiso no retribuido" },
  ru: { vacation: "Отпуск", sick_leave: "Больничный", child_sick_day: "Больничный по уходу за ребёнком", unpaid_leave: "Отпуск без сохранения зарплаты" },
};

/**
 * The longest single request of a child's sick day where the country's law names one: Finland's
 * temporary child-care leave is up to 4 working days at a time, Estonia's care benefit 14 days per
 * illness, Spain's leave for a relative's serious illness 5 days. Elsewhere the default applies.
 */
const childSickMaxDays: Partial<Record<AbsenceTypeCountry, number>> = { FI: 4, EE: 14, ES: 5 };

/**
 * The paid-absence types a new company starts with: vacation, sick leave, child sick day and unpaid
 * leave, as its country knows them, named in its language (the manager renames or removes them like
 * any other type). Whole days; unpaid leave does not count as a workday.
 */
export const defaultPaidAbsenceTypes = (language: string): readonly (PaidAbsenceTypeDetails & { readonly kind: DefaultAbsenceKind })[] => {
  const country = absenceCountryOfLanguage(language);
  const base = language.trim().toLowerCase().split(/[-_]/)[0] ?? "en";
  const names = country === null ? (neutralNames[base] ?? neutralNames["en"]!) : countryNames[country];
  const childMax = country === null ? undefined : childSickMaxDays[country];
  return defaultAbsenceKinds.map((kind) => ({
    kind,
    name: names[kind],
    timeUnit: "Day" as const,
    length: 1,
    doNotCountAsWorkday: kind === "unpaid_leave",
    ...(kind === "child_sick_day" && childMax !== undefined ? { maxDays: childMax } : {}),
  }));
};
