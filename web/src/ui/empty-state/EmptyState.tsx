import type { ReactNode } from "react";
import { emptyState } from "styled-system/recipes";

export interface EmptyStateProps {
  icon?: ReactNode;
  title: ReactNode;
  lines?: readonly ReactNode[];
  /** Buttons, e.g. <Button>Add</Button>. */
  actions?: ReactNode;
}

/** Empty-list view: icon, title, sub-lines and action buttons (spec section 2). */
export const EmptyState = ({ icon, title, lines = [], actions }: EmptyStateProps) => {
  const styles = emptyState();
  return (
    <section className={styles.root} aria-label={typeof title === "string" ? title : undefined}>
      {icon !== undefined && (
        <div className={styles.icon} aria-hidden>
          {icon}
        </div>
      )}
      <h2 className={styles.title}>{title}</h2>
      {lines.length > 0 && (
        <div className={styles.lines}>
          {lines.map((line, i) => (
            <p key={i}>{line}</p>
          ))}
        </div>
      )}
      {actions !== undefined && <div className={styles.actions}>{actions}</div>}
    </section>
  );
};
