import { useRef } from "react";
import { Button, type ButtonProps } from "../button/Button.tsx";

export interface FilePickerButtonProps {
  /** The button's text, also the hidden input's accessible name. */
  readonly label: string;
  readonly onPick: (file: File) => void;
  readonly loading?: boolean;
  readonly variant?: ButtonProps["variant"];
  readonly size?: ButtonProps["size"];
  /** For tests that set files on the input directly. */
  readonly inputTestId?: string;
}

/** A button that opens the browser's file chooser and hands over the one file picked (the same file can be picked again). */
export const FilePickerButton = ({ label, onPick, loading, variant = "primary", size, inputTestId }: FilePickerButtonProps) => {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={label}
        data-testid={inputTestId}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          if (file !== undefined) onPick(file);
        }}
      />
      <Button variant={variant} size={size} loading={loading} onClick={() => input.current?.click()}>
        {label}
      </Button>
    </>
  );
};
