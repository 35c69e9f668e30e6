// `bench:server`'s figures of the pages the server draws for a signed-in visitor (ADR 027):
// drawn pages per second at 1 and at 8 concurrent requests, and what a member's page costs while
// a flood of guests' page requests is under way (the server sheds past a bounded queue).
import autocannon from 'autocannon';

/** A page request as a browser sends it with the page cookie. */
const pageHeaders = (token: string) => ({ accept: 'text/html', cookie: `cm_session=${token}` });

/** Whether a page arrived drawn for a visitor (rather than as the shell). */
const isDrawn = (html: string) => /data-member="\d+"/.test(html);

export interface DrawnRate {
  connections: number;
  /** Pages per second that arrived drawn. */
  drawnPerSecond: number;
  /** Pages per second in all (drawn or the shell). */
  pagesPerSecond: number;
  p99: number;
}

/** Requests `url` as the visitor of `token` for `seconds`, on `connections` at once. */
export async function drawnPagesPerSecond(
  url: string,
  token: string,
  connections: number,
  seconds: number,
): Promise<DrawnRate> {
  let drawn = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: pageHeaders(token),
    requests: [
      {
        onResponse: (_status: number, body: string) => {
          if (isDrawn(body)) drawn += 1;
        },
      },
    ],
  });
  return {
    connections,
    drawnPerSecond: drawn / seconds,
    pagesPerSecond: result.requests.total / seconds,
    p99: result.latency.p99,
  };
}

/** The time of one page request (ms), and whether it arrived drawn. */
async function timedPage(url: string, token: string): Promise<{ ms: number; drawn: boolean }> {
  const started = performance.now();
  const res = await fetch(url, { headers: pageHeaders(token) });
  const html = await res.text();
  return { ms: performance.now() - started, drawn: isDrawn(html) };
}

export interface FloodFigures {
  /** A member's page, alone: median ms over the samples. */
  idleMs: number[];
  /** The same page while `flood` guests' page requests are in flight. */
  duringFloodMs: number[];
  /** How many of the member's pages during the flood arrived drawn (the rest were the shell). */
  drawnDuringFlood: number;
  /** How long the flood's requests took to be answered, in all. */
  floodMs: number;
  /** The flood's pages that arrived drawn. */
  floodDrawn: number;
}

/**
 * A member's page timed alone, then while `flood` page requests of guests (cycling through
 * `guestTokens`) are sent at once: what a flood makes a member wait.
 */
export async function memberPageDuringFlood(
  memberUrl: string,
  memberToken: string,
  guestUrl: string,
  guestTokens: readonly string[],
  flood: number,
  samples: number,
): Promise<FloodFigures> {
  const idleMs: number[] = [];
  for (let i = 0; i < samples; i += 1) idleMs.push((await timedPage(memberUrl, memberToken)).ms);
  const duringFloodMs: number[] = [];
  let drawnDuringFlood = 0;
  let floodMs = 0;
  let floodDrawn = 0;
  for (let i = 0; i < samples; i += 1) {
    const started = performance.now();
    const guests = Array.from({ length: flood }, (_, n) =>
      timedPage(guestUrl, guestTokens[n % guestTokens.length] ?? ''),
    );
    // The member asks once the flood is on its way.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const member = await timedPage(memberUrl, memberToken);
    duringFloodMs.push(member.ms);
    if (member.drawn) drawnDuringFlood += 1;
    const answered = await Promise.all(guests);
    floodMs = Math.max(floodMs, performance.now() - started);
    floodDrawn += answered.filter((page) => page.drawn).length;
  }
  return { idleMs, duringFloodMs, drawnDuringFlood, floodMs, floodDrawn };
}
