/**
 * Posts used to keep their body in two fields with the trial offer fixed between them. The body is
 * now one field and the offer a block: this joins the halves around an offer block (the seed and
 * the 2026-11 migration both use it, so a migrated post reads exactly as before).
 */
type Node = { type: string; [key: string]: unknown }
export type EditorState = { root: { type: 'root'; children: Node[]; [key: string]: unknown } }

const isEditorState = (value: unknown): value is EditorState =>
  Boolean(value && typeof value === 'object' && Array.isArray((value as EditorState).root?.children))

/** The JSON of one offer block node, as the lexical editor stores it. */
export const offerBlockNode = (id: string): Node => ({
  type: 'block',
  version: 2,
  format: '',
  fields: { id, blockName: '', blockType: 'offer' },
})

export const joinAroundOffer = (before: unknown, after: unknown, id: string): EditorState | null => {
  const first = isEditorState(before) ? before : null
  const second = isEditorState(after) ? after : null
  if (!first && !second) return null
  const base = first ?? second!
  return {
    ...base,
    root: {
      ...base.root,
      children: [...(first?.root.children ?? []), offerBlockNode(id), ...(second?.root.children ?? [])],
    },
  }
}
