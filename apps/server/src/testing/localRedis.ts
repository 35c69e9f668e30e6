import { spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import { freePort } from './mainProcess';

/** A running throwaway redis-server. */
export interface LocalRedis {
  readonly url: string;
  readonly port: number;
  stop(): Promise<void>;
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
  });
}

/** Starts redis-server on 127.0.0.1 (given or free port), without persistence. */
export async function startLocalRedis(
  options: { readonly port?: number } = {},
): Promise<LocalRedis> {
  const port = options.port ?? (await freePort());
  const child = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--daemonize',
      'no',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  const keep = (chunk: Buffer): void => {
    log = (log + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const spawnFailed = new Promise<never>((_, reject) => child.once('error', reject));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`redis-server exited (${child.exitCode}): ${log}`);
    if (await Promise.race([answersPing(port), spawnFailed])) break;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`redis-server not ready on ${port}: ${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
