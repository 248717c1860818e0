import { Progress } from "@ark-ui/react/progress";
import type { ReactNode } from "react";
import { progress } from "styled-system/recipes";

export interface ProgressBarProps {
  /** 0..max, or null for an indeterminate bar. */
  value: number | null;
  max?: number;
  label?: ReactNode;
  showValue?: boolean;
}

/** Linear progress bar on Ark Progress (role progressbar with aria values). */
export const ProgressBar = ({ value, max = 100, label, showValue = false }: ProgressBarProps) => {
  const styles = progress();
  return (
    <Progress.Root className={styles.root} value={value} max={max}>
      {label !== undefined && <Progress.Label className={styles.label}>{label}</Progress.Label>}
      <Progress.Track className={styles.track}>
        <Progress.Range className={styles.range} />
      </Progress.Track>
      {showValue && <Progress.ValueText className={styles.valueText} />}
    </Progress.Root>
  );
};
