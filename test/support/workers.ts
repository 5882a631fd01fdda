/**
 * Long random runs split over two worker threads (the suite must stay fast on a two-core
 * machine). Each worker module (a .ts file, loaded through tsx) gets a pool of two workers,
 * started on first use and reused by every test of the file; the module answers jobs with
 * `serve`, the test file sends them with `onTwoWorkers`.
 */
import { parentPort, Worker } from 'node:worker_threads';
import { at } from './lists.ts';

interface Reply {
  id: number;
  ok: boolean;
  result?: unknown;
  message?: string;
}

interface Pending {
  resolve: (r: Reply) => void;
  reject: (e: unknown) => void;
}

class PooledWorker {
  readonly worker: Worker;
  readonly pending = new Map<number, Pending>();

  constructor(module: URL, onGone: () => void) {
    // the worker needs tsx's loader for the .ts sources: register it, then load the module
    const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
    const href = JSON.stringify(module.href);
    const boot = `import(${tsx}).then((m) => { m.register(); return import(${href}); })`;
    this.worker = new Worker(boot, { eval: true });
    this.worker.unref();
    this.worker.on('message', (r: Reply) => {
      const p = this.pending.get(r.id);
      this.pending.delete(r.id);
      if (this.pending.size === 0) this.worker.unref(); // idle: the test process may exit
      p?.resolve(r);
    });
    const fail = (e: unknown): void => {
      onGone();
      for (const p of this.pending.values()) p.reject(e);
      this.pending.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`worker exited with code ${code}`)));
  }

  send(id: number, job: unknown): Promise<Reply> {
    this.worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, job });
    });
  }
}

const pools = new Map<string, PooledWorker[]>();
let nextId = 0;

function poolOf(module: URL): PooledWorker[] {
  let pool = pools.get(module.href);
  if (!pool) {
    const gone = (): boolean => pools.delete(module.href);
    pool = [new PooledWorker(module, gone), new PooledWorker(module, gone)];
    pools.set(module.href, pool);
  }
  return pool;
}

/**
 * Runs the two jobs at once, one on each worker of `module`, and returns their results in
 * order; when a job fails the call rejects with the failures' messages.
 */
export async function onTwoWorkers<J, R>(module: URL, jobs: readonly [J, J]): Promise<[R, R]> {
  const pool = poolOf(module);
  const replies = await Promise.all(jobs.map((job, i) => at(pool, i).send(nextId++, job)));
  const failed = replies.filter((r) => !r.ok);
  if (failed.length) throw new Error(failed.map((r) => r.message).join('\n---\n'));
  return replies.map((r) => r.result) as [R, R];
}

/**
 * In a worker module: answers every job sent by `onTwoWorkers` with `handler(job)`; an error it
 * throws goes back as the failure's message.
 */
export function serve<J, R>(handler: (job: J) => R): void {
  parentPort?.on('message', ({ id, job }: { id: number; job: J }) => {
    try {
      parentPort?.postMessage({ id, ok: true, result: handler(job) });
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      parentPort?.postMessage({ id, ok: false, message });
    }
  });
}
