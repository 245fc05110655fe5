// Prints where a --cpu-prof profile spent its time: `tsx bench/src/profile-summary.ts <file.cpuprofile>`.
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const profile = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parent.set(child, node.id);

const self = new Map<string, number>();
const total = new Map<string, number>();
const label = (node: ProfileNode) => {
  const file = node.callFrame.url
    .replace(/^.*node_modules\//, '')
    .replace(/^file:\/\/.*\/apps\//, 'apps/');
  return `${node.callFrame.functionName || '(anonymous)'} ${file}:${node.callFrame.lineNumber + 1}`;
};
profile.samples.forEach((id, index) => {
  const delta = profile.timeDeltas[index] ?? 0;
  const node = byId.get(id)!;
  self.set(label(node), (self.get(label(node)) ?? 0) + delta);
  const seen = new Set<string>();
  for (let current: number | undefined = id; current !== undefined; current = parent.get(current)) {
    const name = label(byId.get(current)!);
    if (seen.has(name)) continue;
    seen.add(name);
    total.set(name, (total.get(name) ?? 0) + delta);
  }
});
const all = profile.timeDeltas.reduce((sum, delta) => sum + delta, 0);
const top = (map: Map<string, number>, count: number) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, time]) => `${((time / all) * 100).toFixed(1).padStart(5)} %  ${name}`)
    .join('\n');
console.log(
  `self time (of ${(all / 1e6).toFixed(1)} s)\n${top(self, 25)}\n\ninclusive\n${top(total, 40)}`,
);
