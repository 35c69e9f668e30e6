import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { whenSettled } from './whenSettled';

describe('whenSettled', () => {
  it('resolves at once when nothing is fetching', async () => {
    await expect(whenSettled(new QueryClient(), 1000)).resolves.toBe(true);
  });

  it('resolves when the last fetch has ended, whatever its outcome', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let finish: (value: number) => void = () => undefined;
    void client.prefetchQuery({
      queryKey: ['slow'],
      queryFn: () => new Promise<number>((resolve) => (finish = resolve)),
    });
    void client.prefetchQuery({
      queryKey: ['failing'],
      queryFn: () => Promise.reject(new Error('refused')),
    });
    let settled: boolean | null = null;
    const waiting = whenSettled(client, 1000).then((value) => (settled = value));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBeNull();
    finish(1);
    await waiting;
    expect(settled).toBe(true);
    expect(client.getQueryData(['slow'])).toBe(1);
  });

  it('gives up after the timeout with false', async () => {
    const client = new QueryClient();
    void client.prefetchQuery({
      queryKey: ['never'],
      queryFn: () => new Promise<number>(() => {}),
    });
    await expect(whenSettled(client, 20)).resolves.toBe(false);
  });
});
