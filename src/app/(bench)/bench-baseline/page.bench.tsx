/**
 * The smallest static page Next.js can serve: the baseline `bench/http` compares the site against,
 * measured in the same run on the same machine.
 */
export const dynamic = 'force-static'

export default function BenchBaseline() {
  return <p>baseline</p>
}
