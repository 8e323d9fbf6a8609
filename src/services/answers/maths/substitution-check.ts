import { exact, isClose, numeric } from './cas'
import { parseExpression, substitute } from './expression-tree'
import { inputLatex, latex, print } from './latex'
import { tidy } from './tidy'

/**
 * "Substitute back": the check a student is taught. Both sides are evaluated exactly by the CAS
 * and numerically by mathjs; the equation holds only if both agree.
 */
export type Assignment = Record<string, string>

const replaceAll = (expression: string, values: Assignment) =>
  Object.entries(values).reduce(
    (text, [variable, value]) => text.replace(new RegExp(`\\b${variable}\\b`, 'g'), `(${value})`),
    expression,
  )

/** True when `left = right` holds exactly and numerically for the values. */
export const holds = (left: string, right: string, values: Assignment): boolean => {
  const difference = exact(`expand(${replaceAll(`(${left})-(${right})`, values)})`)
  if (difference !== '0') return false
  const scope = Object.fromEntries(Object.entries(values).map(([v, value]) => [v, numeric(value)]))
  // Complex roots have no real scope; their exact check above is the check.
  if (Object.values(scope).some((value) => !Number.isFinite(value))) return true
  return isClose(numeric(`(${left})-(${right})`, scope), 0, 1e-9)
}

/** `2 \cdot 4 + 3 = 11 ✓` or `5 \cdot 4 - 7 = 13 = 3 \cdot 4 + 1 ✓`. */
export const substitutionLatex = (left: string, right: string, values: Assignment): string => {
  const shown = (side: string) =>
    print(
      Object.entries(values).reduce(
        (tree, [variable, value]) => substitute(tree, variable, tidy(parseExpression(value))),
        parseExpression(side),
      ),
    )
  const value = latex(exact(`expand(${replaceAll(left, values)})`))
  const [leftShown, rightShown] = [shown(left), shown(right)]
  const middle = leftShown === value ? '' : ` = ${value}`
  const tail = rightShown === value ? (middle ? '' : ` = ${rightShown}`) : ` = ${rightShown}`
  return `${leftShown}${middle}${tail} \\;\\checkmark`
}

/** The equation as the student wrote it. */
export const equationLatex = (left: string, right: string) => `${inputLatex(left)} = ${inputLatex(right)}`
