// Where a page's main-thread time goes on a slow phone: loads one page of the built web app in the
// system Chromium with its CPU slowed down (4× by default, as Lighthouse's mobile preset), records
// a CPU profile from the navigation until the page is quiet, and prints its long tasks (what
// Lighthouse's total blocking time counts: each task's time over 50 ms after the first paint) and
// the profile's time by source file and by function, mapped to the sources through the build's
// source maps. Build them first: `WEB_SOURCEMAP=1 npm run build` (they are written beside the
// files and linked from nothing).
// Run: npx tsx bench/profile-page.ts [--page tracking|request|connect|/path] [--runs 1]
//        [--cpu 4] [--top 25] [--signed-in] [--save profile.cpuprofile]
// (`request` and `order-tracking` are opened signed in, with the area's frame, as webperf does.)
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type CDPSession } from '@playwright/test';
import { SourceMapConsumer, type RawSourceMap } from 'source-map';
import { SIGNED_IN_COOKIE } from '@rider-portal/domain/prerender';
import { publicTrackingPath, signIn, startWebServer } from './lib/web-server.ts';

const option = (name: string): string | null => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? (process.argv[at + 1] ?? null) : null;
};
const PAGE = option('--page') ?? 'tracking';
const RUNS = Number(option('--runs') ?? 1);
const CPU_RATE = Number(option('--cpu') ?? 4);
const TOP = Number(option('--top') ?? 25);
const SAVE = option('--save');
const PORT = 41791;
const dist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const executablePath =
  ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  'chromium';

type TProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
};
type TProfile = {
  nodes: TProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
};
type TTask = { start: number; duration: number };

const { base, stop } = await startWebServer(PORT);
try {
  const session = await signIn(base, 'parent@demo.test', 'Portal#2026');
  const named: Record<string, { path: string; signedIn: boolean }> = {
    tracking: { path: await publicTrackingPath(base, session), signedIn: false },
    request: { path: '/request-a-rider', signedIn: true },
    'order-tracking': { path: '/order-tracking', signedIn: true },
    connect: { path: '/connect', signedIn: false },
  };
  const target = named[PAGE] ?? { path: PAGE, signedIn: process.argv.includes('--signed-in') };
  console.log(
    `${target.path} at ${CPU_RATE}× CPU, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  );
  const maps = sourceMaps();
  for (let run = 1; run <= RUNS; run += 1) {
    const { profile, tasks, firstPaint, anchor } = await record(
      target.path,
      target.signedIn ? session.auth : null,
    );
    if (SAVE) await writeFile(RUNS > 1 ? `${SAVE}.${run}` : SAVE, JSON.stringify(profile));
    await report({ profile, tasks, firstPaint, anchor }, maps, run);
  }
} finally {
  await stop();
}

/** One load of the page with the CPU slowed down: its CPU profile and its long tasks. */
async function record(path: string, auth: string | null) {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    // Strings of code: the benchmark's TypeScript knows no DOM.
    if (auth) {
      await page.goto(`${base}/version.json`);
      await page.evaluate(`window.localStorage.setItem('auth', ${JSON.stringify(auth)})`);
      await page.evaluate(`document.cookie = ${JSON.stringify(`${SIGNED_IN_COOKIE}=1; path=/`)}`);
    }
    // Long tasks from the start of the page, seen by the page itself; and a function that runs
    // for a few milliseconds at a known time of the page's clock, to find it in the profile's.
    await page.addInitScript(`
      (function rpProfileAnchor() {
        const until = performance.now() + 3;
        while (performance.now() < until);
        window.rpAnchor = performance.now();
      })();
      window.rpLongTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          window.rpLongTasks.push({ start: entry.startTime, duration: entry.duration });
        }
      }).observe({ type: 'longtask', buffered: true });
    `);
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    // The page's idle-time work, after the network has gone quiet.
    await page.waitForTimeout(3000);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: TProfile };
    const tasks = (await page.evaluate('window.rpLongTasks')) as TTask[];
    const anchor = (await page.evaluate('window.rpAnchor')) as number;
    const firstPaint = (await page.evaluate(
      "performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0",
    )) as number;
    return { profile, tasks, firstPaint, anchor };
  } finally {
    await browser.close();
  }
}

type TSourceMaps = ReturnType<typeof sourceMaps>;

/** The build's source maps, read once per file: a position in a built file to its source. */
function sourceMaps() {
  const consumers = new Map<string, SourceMapConsumer | null>();
  return {
    async originalOf(
      url: string,
      line: number,
      column: number,
    ): Promise<{ source: string; name: string | null } | null> {
      const file = /\/assets\/[^?#]+\.js/.exec(url)?.[0];
      if (!file) return null;
      if (!consumers.has(file)) {
        const mapPath = join(dist, `${file}.map`);
        consumers.set(
          file,
          existsSync(mapPath)
            ? new SourceMapConsumer(JSON.parse(await readFile(mapPath, 'utf8')) as RawSourceMap)
            : null,
        );
      }
      const consumer = consumers.get(file);
      if (!consumer) return null;
      const position = consumer.originalPositionFor({ line: line + 1, column });
      if (!position.source) return null;
      return {
        source: `${shortSource(position.source)}:${position.line}`,
        name: position.name ?? null,
      };
    },
  };
}

/** A package's name for its files, a path from `src/` for the app's. */
function shortSource(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1]!;
  const app = /(?:apps|packages)\/[^/]+\/src\/.*/.exec(source);
  return app ? app[0] : source;
}

async function report(
  {
    profile,
    tasks,
    firstPaint,
    anchor,
  }: { profile: TProfile; tasks: TTask[]; firstPaint: number; anchor: number },
  maps: TSourceMaps,
  run: number,
): Promise<void> {
  const blocking = tasks
    .filter((t) => t.start + t.duration > firstPaint)
    .reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
  console.log(
    `\nrun ${run}: first paint ${firstPaint.toFixed(0)} ms; ${tasks.length} long tasks, ` +
      `blocking time after the first paint ${blocking.toFixed(0)} ms`,
  );
  for (const t of tasks) {
    console.log(`  task at ${t.start.toFixed(0)} ms: ${t.duration.toFixed(0)} ms`);
  }

  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  // Each node's place in the sources: `function file:line` (or Chromium's own categories), by
  // the name the source map gives the function where it has one.
  const where = new Map<number, { fn: string; file: string; isRoot: boolean }>();
  for (const n of profile.nodes) {
    const { functionName, url, lineNumber, columnNumber } = n.callFrame;
    const original = url ? await maps.originalOf(url, lineNumber, columnNumber) : null;
    const file = original
      ? original.source.replace(/:\d+$/, '')
      : url
        ? url.replace(base, '')
        : functionName.startsWith('(')
          ? functionName
          : `(${functionName || 'native'})`;
    const name = original?.name ?? (functionName || '(anonymous)');
    where.set(n.id, {
      fn: `${name} ${original?.source ?? file}`,
      file,
      isRoot: functionName === '(root)',
    });
  }
  const isQuiet = (file: string) => file === '(idle)' || file === '(program)';

  // Time by what ran, over the whole load and within each long task after the first paint (the
  // profile's clock set to the page's by the anchor's last sample).
  type TTally = {
    busy: number;
    self: Map<string, number>;
    file: Map<string, number>;
    total: Map<string, number>;
  };
  const tally = (): TTally => ({ busy: 0, self: new Map(), file: new Map(), total: new Map() });
  const add = (m: Map<string, number>, key: string, ms: number) =>
    m.set(key, (m.get(key) ?? 0) + ms);
  const whole = tally();
  const counted = tasks
    .filter((t) => t.start + t.duration > firstPaint)
    .map((task) => ({ task, tally: tally() }));
  const times: number[] = [];
  let clock = 0;
  let anchorAt: number | null = null;
  for (let i = 0; i < profile.samples.length; i += 1) {
    clock += (profile.timeDeltas[i] ?? 0) / 1000;
    times.push(clock);
    if (where.get(profile.samples[i]!)!.fn.startsWith('rpProfileAnchor')) anchorAt = clock;
  }
  const offset = anchorAt === null ? null : anchor - anchorAt;
  if (offset === null) console.log('(the anchor is not in the profile: no time by task)');
  for (let i = 0; i < profile.samples.length; i += 1) {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const id = profile.samples[i]!;
    const w = where.get(id)!;
    if (w.file === '(idle)') continue;
    const at = offset === null ? Number.NaN : times[i]! + offset;
    const inTask = counted.find((c) => at >= c.task.start && at < c.task.start + c.task.duration);
    for (const t of inTask ? [whole, inTask.tally] : [whole]) {
      t.busy += ms;
      add(t.file, w.file, ms);
      if (isQuiet(w.file)) continue;
      add(t.self, w.fn, ms);
      // Inclusive time: each function once per sample, however deep its recursion.
      const seen = new Set<string>();
      for (let node: number | undefined = id; node !== undefined; node = parent.get(node)) {
        const place = where.get(node)!;
        if (place.isRoot || seen.has(place.fn)) continue;
        seen.add(place.fn);
        add(t.total, place.fn, ms);
      }
    }
  }
  const top = (m: Map<string, number>, count: number, only?: (name: string) => boolean) =>
    [...m.entries()]
      .filter(([name]) => !only || only(name))
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, ms]) => `  ${ms.toFixed(0).padStart(6)} ms  ${name}`)
      .join('\n');
  // The app's own functions, not React's or the libraries' (their names say little).
  const isApp = (name: string) => / (?:\.\.\/)*(?:src|apps|packages)\//.test(name);
  console.log(`\nbusy (script, style, layout, GC) ${whole.busy.toFixed(0)} ms at ${CPU_RATE}×`);
  console.log(`\nself time by file ("(program)": the browser's own work, style and layout):`);
  console.log(top(whole.file, TOP));
  console.log(`\nself time by function:\n${top(whole.self, TOP)}`);
  console.log(`\nthe app's functions, with what they call:\n${top(whole.total, TOP, isApp)}`);
  for (const { task, tally: t } of counted) {
    console.log(
      `\nthe long task at ${task.start.toFixed(0)} ms, ${task.duration.toFixed(0)} ms: by file`,
    );
    console.log(top(t.file, 6));
    console.log(`  self time by function:\n${top(t.self, Math.max(8, TOP / 2))}`);
    console.log(`  the app's functions, with what they call:\n${top(t.total, 8, isApp)}`);
  }
}
