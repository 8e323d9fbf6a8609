import { systemText, textOf } from './message-text'
import type { ChatRequest } from './server'

const userText = (request: ChatRequest) =>
  textOf([...request.messages].reverse().find((message) => message.role === 'user'))

const topicOf = (request: ChatRequest) => /^Topic: (.*)$/m.exec(userText(request))?.[1]?.trim() ?? 'the topic'
const shortTopic = (topic: string) =>
  topic
    .split(/\s+/)
    .slice(0, 6)
    .join(' ')
    .replace(/[.!?,;:]+$/, '')

const BODY = [
  'Background of {topic}',
  'Main causes',
  'Key effects',
  'Telling examples',
  'Open debates',
  'Lessons for today',
]

/** The table of contents the writer asks for: as many headings as the prompt says, as JSON. */
const outlineReply = (request: ChatRequest) => {
  const total = Number(/\((\d+) headings\)/.exec(systemText(request))?.[1] ?? 5)
  const topic = shortTopic(topicOf(request))
  const body = BODY.slice(0, Math.max(1, total - 2)).map((heading) => heading.replace('{topic}', topic))
  return JSON.stringify({ headings: ['Introduction', ...body, 'Conclusion'] })
}

/**
 * A topic that says "stops early" gets what a model sometimes gives: one short section and a clean
 * end, far below the length asked for (51 words after the title, whatever the target).
 */
export const STOPS_EARLY = 'stops early'
const EARLY_STOP_SECTION = `## Introduction\n\n${'This essay begins its argument and then ends too soon.'.repeat(5).replaceAll('.This', '. This')}`

/** An essay that follows the prompt: its title, each requested heading in order, about the target words. */
const essayReply = (request: ChatRequest) => {
  if (topicOf(request).toLowerCase().includes(STOPS_EARLY)) {
    return [`# ${shortTopic(topicOf(request))}`, EARLY_STOP_SECTION].join('\n\n')
  }
  const target = Number(/about (\d+) words/.exec(systemText(request))?.[1] ?? 400)
  const headings = [...userText(request).matchAll(/^\d+\. (.+)$/gm)].map((match) => match[1]!)
  const perSection = Math.max(12, Math.round(target / Math.max(1, headings.length)))
  const sections = headings.map((heading) => {
    const sentence = `This part looks at ${heading.toLowerCase()} and shows why it matters here.`
    const words: string[] = []
    while (words.length + 12 <= perSection || words.length === 0) words.push(...sentence.split(' '))
    return `## ${heading}\n\n${words.join(' ')}`
  })
  return [`# ${shortTopic(topicOf(request))}`, ...sections].join('\n\n')
}

/** Deterministic answers to the essay writer's two requests; null for anything else. */
export const writerReply = (request: ChatRequest): string | null => {
  if (request.response_format?.json_schema?.name === 'essay_outline') return outlineReply(request)
  if (/essay writer/i.test(systemText(request))) return essayReply(request)
  if (/plan essays/i.test(systemText(request))) return outlineReply(request)
  return null
}
