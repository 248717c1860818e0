import type { ReactNode } from "react";
import { Select } from "../select/Select.tsx";
import { DURATION_OPTIONS } from "./duration-options.ts";

export interface DurationSelectProps {
  label?: ReactNode;
  placeholder?: string;
  /** Minutes: 15..180 in 15-minute steps. */
  value: number | null;
  onChange: (minutes: number | null) => void;
  disabled?: boolean;
  "aria-label"?: string;
}

/** Duration picker: '15m' ... '1h 30m' ... '3h' (clarification 27). */
export const DurationSelect = (props: DurationSelectProps) => <Select<number> options={DURATION_OPTIONS} {...props} />;
