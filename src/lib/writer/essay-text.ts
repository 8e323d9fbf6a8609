import { MAX_ESSAY_TITLE_LENGTH } from '../../config/writer'
import { clipAtWord } from './clip'
import { markdownTitle, withoutTitle } from './markdown'
import { countWords } from './words'

/** The essay's title: the model's `# Title` once written, until then the topic's first line. */
export const essayTitle = (content: string, topic: string) => {
  const fromTopic = topic.split('\n').find((line) => line.trim()) ?? topic
  return clipAtWord((markdownTitle(content) ?? fromTopic).replace(/\s+/g, ' ').trim(), MAX_ESSAY_TITLE_LENGTH)
}

/** Words of the essay under its title (headings included), as the result view counts them. */
export const essayWords = (content: string) => countWords(withoutTitle(content))
