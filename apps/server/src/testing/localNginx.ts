import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderNginxConfig, type NginxRuntime } from './nginxConfig';

export interface LocalNginx {
  readonly url: string;
  /** nginx's master process (its workers are its children). */
  readonly pid: number | undefined;
  stop(): Promise<void>;
}

/** Runs nginx in the foreground with a config rendered into `runtime.dir`. */
export async function startLocalNginx(runtime: NginxRuntime): Promise<LocalNginx> {
  const configPath = join(runtime.dir, 'nginx.conf');
  writeFileSync(configPath, renderNginxConfig(runtime));
  const child = spawn(
    'nginx',
    ['-p', runtime.dir, '-c', configPath, '-e', join(runtime.dir, 'logs/error.log')],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${runtime.listenPort}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited (${child.exitCode}); see ${runtime.dir}/logs`);
    try {
      await fetch(`${url}/`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not answer on ${url}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT'); // graceful shutdown
      await exited;
    },
  };
}
