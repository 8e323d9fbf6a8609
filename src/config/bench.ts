/**
 * Benchmark-only routes (`/bench-baseline`, the bare page `bench:http` and `bench:lighthouse`
 * compare the site against) exist only in a build made with STUDIFY_BENCH_ROUTES=1, which the
 * bench scripts set. Their files end in `.bench.tsx`, a page extension only such a build reads.
 */
export const BENCH_ROUTES_ENABLED = process.env.STUDIFY_BENCH_ROUTES === '1'

export const BENCH_PAGE_EXTENSION = 'bench.tsx'

/** First path segments of the benchmark routes. */
export const BENCH_PATH_SEGMENTS = BENCH_ROUTES_ENABLED ? ['bench-baseline'] : []
