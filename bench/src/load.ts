import autocannon from 'autocannon';

/** One load run, reduced to the figures the report shows. */
export interface LoadFigures {
  requests: number;
  seconds: number;
  /** Answered requests per second (any status). */
  throughput: number;
  p50: number;
  p99: number;
  p999: number;
  max: number;
  /** Connection errors and timeouts. */
  errors: number;
  timeouts: number;
  non2xx: number;
  status: Record<string, number>;
}

export type LoadRequest = autocannon.Request;

export interface LoadOptions {
  url: string;
  connections: number;
  /** Seconds; ignored when `amount` is set. */
  duration?: number;
  /** Stop after this many requests (the close storm: one per student). */
  amount?: number;
  requests: LoadRequest[];
  timeoutSeconds?: number;
  /** Requests per second over all connections (a fixed arrival rate, as the player's beats). */
  overallRate?: number;
}

export async function runLoad(options: LoadOptions): Promise<LoadFigures> {
  const settings: autocannon.Options = {
    url: options.url,
    connections: options.connections,
    pipelining: 1,
    timeout: options.timeoutSeconds ?? 10,
    requests: options.requests,
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    ...(options.amount ? { amount: options.amount } : { duration: options.duration ?? 10 }),
  };
  // With `amount`, autocannon reports its finish at its next one-second tick,
  // which would round a 3.1 s storm up to 4 s: the last answer is the end.
  let lastAnswerAt = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(settings, (error, done) => (error ? reject(error) : resolve(done)));
    run.on('response', () => {
      lastAnswerAt = Date.now();
    });
  });
  const status = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count ?? 0]),
  );
  const answered = Object.values(status).reduce((sum, count) => sum + count, 0);
  const end = options.amount && lastAnswerAt > 0 ? lastAnswerAt : result.finish.getTime();
  const seconds = (end - result.start.getTime()) / 1000;
  return {
    requests: answered,
    seconds,
    throughput: answered / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    p999: result.latency.p99_9,
    max: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    status,
  };
}
