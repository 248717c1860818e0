/** What a session's user agent says about the device, in words a person recognises. */
export interface Device {
  readonly browser: string | null;
  readonly os: string | null;
}

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
const browsers: readonly (readonly [RegExp, string])[] = [
  [/\bEdgA?\//, "Edge"],
  [/\bOPR\//, "Opera"],
  [/\b(?:Firefox|FxiOS)\//, "Firefox"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/(?:Chrome|CriOS|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

const systems: readonly (readonly [RegExp, string])[] = [
  [/\b(?:iPhone|iPad|iPod)\b/, "iOS"],
  [/\bAndroid\b/, "Android"],
  [/\bWindows\b/, "Windows"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

const firstMatch = (userAgent: string, table: readonly (readonly [RegExp, string])[]): string | null => table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;

export const deviceOf = (userAgent: string | null | undefined): Device => {
  if (userAgent === null || userAgent === undefined || userAgent.trim() === "") return { browser: null, os: null };
  return { browser: firstMatch(userAgent, browsers), os: firstMatch(userAgent, systems) };
};
