import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface NginxRuntime {
  /** The shipped http-context file (deploy/nginx/carbonmarket.conf). */
  readonly templatePath: string;
  /** Folder for pid, logs and temp dirs; nothing is written outside it. */
  readonly dir: string;
  readonly listenPort: number;
  readonly instancePorts: readonly number[];
}

const UPSTREAM_SERVER = /^(\s*)server 127\.0\.0\.1:\d+([^;\n]*);\n/m;
const UPSTREAM_SERVERS = /^\s*server 127\.0\.0\.1:\d+[^;\n]*;\n/gm;

/** The shipped site file with the local instances' ports and the listen port put in. */
export function renderSite(
  template: string,
  listenPort: number,
  instancePorts: readonly number[],
): string {
  const first = UPSTREAM_SERVER.exec(template);
  if (first === null)
    throw new Error('nginx template: no `server 127.0.0.1:<port>` line in its upstream');
  const [, indent = '', options = ''] = first;
  const servers = instancePorts
    .map((port) => `${indent}server 127.0.0.1:${port}${options};\n`)
    .join('');
  let placed = false;
  const withServers = template.replace(UPSTREAM_SERVERS, () => {
    if (placed) return '';
    placed = true;
    return servers;
  });
  if (!/^\s*listen 80;$/m.test(withServers))
    throw new Error('nginx template: no `listen 80;` line');
  return withServers.replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${listenPort};`);
}

/** A whole nginx.conf around the site, every path inside `dir` (runs as root or not, no /etc or /var). */
export function renderNginxConfig(runtime: NginxRuntime): string {
  const { dir } = runtime;
  for (const sub of ['logs', 'temp/body', 'temp/proxy', 'temp/fastcgi', 'temp/uwsgi', 'temp/scgi'])
    mkdirSync(join(dir, sub), { recursive: true });
  const site = renderSite(
    readFileSync(runtime.templatePath, 'utf8'),
    runtime.listenPort,
    runtime.instancePorts,
  );
  const asRoot = process.getuid?.() === 0;
  return [
    'daemon off;',
    'worker_processes 1;',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'logs/error.log')} warn;`,
    // as root nginx would switch workers to `nobody`, who could not write the temp dirs
    ...(asRoot ? ['user root;'] : []),
    'events { worker_connections 1024; }',
    'http {',
    `    access_log ${join(dir, 'logs/access.log')};`,
    `    client_body_temp_path ${join(dir, 'temp/body')};`,
    `    proxy_temp_path ${join(dir, 'temp/proxy')};`,
    `    fastcgi_temp_path ${join(dir, 'temp/fastcgi')};`,
    `    uwsgi_temp_path ${join(dir, 'temp/uwsgi')};`,
    `    scgi_temp_path ${join(dir, 'temp/scgi')};`,
    site,
    '}',
    '',
  ].join('\n');
}
