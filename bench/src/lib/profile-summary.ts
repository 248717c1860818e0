/**
 * Self time of a V8 .cpuprofile, by function and by where the code lives (our packages, each
 * dependency, Node internals, GC, idle), so the bottlenecks in RESULTS.md can be read off a run
 * rather than off a screenshot of DevTools.
 */
interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
  readonly children?: readonly number[];
}

export interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

export interface ProfileShare {
  readonly name: string;
  readonly percent: number;
}

const placeOf = (url: string, functionName: string): string => {
  if (functionName === "(garbage collector)") return "GC";
  if (functionName === "(idle)") return "idle (waiting for the database or the network)";
  if (functionName === "(program)") return "V8/native (program)";
  if (url === "") return functionName.startsWith("(") ? functionName : "native";
  if (url.startsWith("node:")) return "Node internals";
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (dependency !== null) return dependency[1]!;
  const ours = /\/(event-schemas|domain|event-store|bus|projections|command-api|integrations|bench)\//.exec(url);
  return ours === null ? url : `ours: ${ours[1]}`;
};

export const summarizeProfile = (profile: CpuProfile, top = 15): { byPlace: ProfileShare[]; byFunction: ProfileShare[] } => {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfTime = new Map<number, number>();
  profile.samples.forEach((id, i) => selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const total = [...selfTime.values()].reduce((a, b) => a + b, 0);
  const byPlace = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const [id, time] of selfTime) {
    const frame = nodes.get(id)!.callFrame;
    const place = placeOf(frame.url, frame.functionName);
    byPlace.set(place, (byPlace.get(place) ?? 0) + time);
    const file = frame.url.replace(/^.*\/(node_modules\/|work\/[^/]+\/)/, "");
    const name = `${frame.functionName || "(anonymous)"} ${file === "" ? "" : `${file}:${frame.lineNumber + 1}`}`.trim();
    byFunction.set(name, (byFunction.get(name) ?? 0) + time);
  }
  const shares = (m: Map<string, number>) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, time]) => ({ name, percent: Math.round((time / total) * 1000) / 10 }));
  return { byPlace: shares(byPlace), byFunction: shares(byFunction) };
};
