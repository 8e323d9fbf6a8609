/** The person's initials ("Emily R." → "ER"): first letter of the first and last word of the name. */
export const initials = (name: string): string => {
  const words = name.split(/\s+/).filter((word) => /\p{L}/u.test(word))
  const letters = [words[0], words.length > 1 ? words[words.length - 1] : undefined]
    .map((word) => word && [...word].find((char) => /\p{L}/u.test(char)))
    .filter(Boolean)
  return letters.join('').toLocaleUpperCase()
}
