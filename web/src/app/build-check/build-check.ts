/**
 * Build check (spec section 4): /meta.json holds the server's build time; when it is newer than
 * the running app's, caches are cleared and the page reloads. A reload happens at most once per
 * server build, so a stale cache in between cannot loop.
 */
export interface BuildMeta {
  readonly buildTime: string;
}

export const readBuildMeta = (body: unknown): BuildMeta | null =>
  typeof body === "object" && body !== null && typeof (body as { buildTime?: unknown }).buildTime === "string"
    ? { buildTime: (body as { buildTime: string }).buildTime }
    : null;

export const isNewerBuild = (server: BuildMeta | null, appBuildTime: string): boolean => {
  if (!server) return false;
  const serverMs = Date.parse(server.buildTime);
  const appMs = Date.parse(appBuildTime);
  return Number.isFinite(serverMs) && Number.isFinite(appMs) && serverMs > appMs;
};

/** Reload only if this server build has not already caused one in this tab. */
export const shouldReloadFor = (server: BuildMeta | null, appBuildTime: string, reloadedFor: string | null): boolean =>
  isNewerBuild(server, appBuildTime) && server?.buildTime !== reloadedFor;
