import { ark, type HTMLArkProps } from "@ark-ui/react/factory";
import { forwardRef } from "react";
import { cx } from "styled-system/css";
import { button, type ButtonVariantProps } from "styled-system/recipes";

export type ButtonProps = HTMLArkProps<"button"> & ButtonVariantProps & { loading?: boolean };

/** A button; `variant` primary (persona accent), secondary, danger, ghost or link. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, loading = false, className, disabled, type = "button", children, ...rest },
  ref,
) {
  return (
    <ark.button
      ref={ref}
      type={type}
      className={cx(button({ variant, size }), className)}
      disabled={disabled === true || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {children}
    </ark.button>
  );
});
