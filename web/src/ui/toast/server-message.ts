/**
 * A server message is a string, or an object (per-field errors) whose values may be strings or
 * arrays (clarification 38). Flatten everything into lines; the toast joins them with '\n'.
 */
export const serverMessageLines = (message: unknown): string[] => {
  if (message === null || message === undefined) return [];
  if (typeof message === "string") return message.trim() === "" ? [] : [message];
  if (typeof message === "number" || typeof message === "boolean") return [String(message)];
  if (Array.isArray(message)) return message.flatMap(serverMessageLines);
  if (typeof message === "object") return Object.values(message).flatMap(serverMessageLines);
  return [];
};

/** The toast text: the server's lines (each translated when possible) or the default. */
export const toastText = (message: unknown, fallback: string, translate: (line: string) => string = (l) => l): string => {
  const lines = serverMessageLines(message);
  return lines.length === 0 ? translate(fallback) : lines.map(translate).join("\n");
};
