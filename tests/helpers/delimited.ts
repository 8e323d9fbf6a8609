/**
 * An RFC 4180 reader written for the tests (separator chosen by the caller): quoted fields may hold
 * the separator, quotes (doubled) and line breaks; records end at CRLF or LF. It shares nothing
 * with the exporter, so a wrong quoting there shows up here.
 */
export const parseDelimited = (text: string, separator: string): string[][] => {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let isQuoted = false
  let index = 0
  while (index < text.length) {
    const char = text[index]!
    if (isQuoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"'
        index += 2
        continue
      }
      if (char === '"') isQuoted = false
      else field += char
      index += 1
      continue
    }
    if (char === '"' && field === '') isQuoted = true
    else if (char === separator) {
      record.push(field)
      field = ''
    } else if (char === '\n' || (char === '\r' && text[index + 1] === '\n')) {
      record.push(field)
      records.push(record)
      record = []
      field = ''
      if (char === '\r') index += 1
    } else field += char
    index += 1
  }
  if (field !== '' || record.length) records.push([...record, field])
  return records
}

/** An Anki "Notes in Plain Text" file: its `#key:value` header lines, then its notes. */
export const parseAnkiNotes = (text: string) => {
  const lines = text.split('\n')
  const headerCount = lines.findIndex((line) => !line.startsWith('#'))
  return {
    headers: lines.slice(0, headerCount),
    notes: parseDelimited(lines.slice(headerCount).join('\n'), '\t'),
  }
}
