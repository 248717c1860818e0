import { Avatar as ArkAvatar } from "@ark-ui/react/avatar";
import type { ReactNode } from "react";
import { avatar, type AvatarVariantProps } from "styled-system/recipes";
import { initials } from "./initials.ts";

export type AvatarProps = AvatarVariantProps & {
  name?: string | null;
  src?: string | null;
  /** Shown instead of initials when there is no name. */
  icon?: ReactNode;
  className?: string;
};

/** Picture, falling back to initials when it is missing or broken, or to '-' with no name and no icon. */
export const Avatar = ({ name, src, icon, size, className }: AvatarProps) => {
  const styles = avatar({ size });
  const hasName = (name ?? "").trim() !== "";
  return (
    <ArkAvatar.Root className={className ? `${styles.root} ${className}` : styles.root} role={hasName ? "img" : undefined} aria-label={hasName ? (name ?? undefined) : undefined}>
      <ArkAvatar.Fallback className={styles.fallback} aria-hidden={hasName}>
        {hasName || icon === undefined ? initials(name) : icon}
      </ArkAvatar.Fallback>
      {src ? <ArkAvatar.Image className={styles.image} src={src} alt={name ?? ""} /> : null}
    </ArkAvatar.Root>
  );
};
