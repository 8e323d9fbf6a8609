import type { ReactNode } from 'react'

export type DemoCopy = {
  question?: string | null
  steps?: { id?: string | null; text: string }[] | null
  answer?: string | null
  verifiedLabel?: string | null
  label?: string | null
}

/**
 * Text with maths between `$…$`: each formula an isolated left-to-right island, so inside Arabic
 * the bidi algorithm keeps its order.
 */
const withMaths = (text: string | null | undefined): ReactNode[] =>
  (text ?? '').split(/\$([^$]+)\$/).map((part, index) =>
    index % 2 === 1 ? (
      <bdi key={index} dir="ltr" className="math">
        {part}
      </bdi>
    ) : (
      part
    ),
  )

/** A drawn (not filmed) demo of the side panel answering a question step by step (the hero block's words). */
export function DemoPanel({ demo }: { demo: DemoCopy }) {
  const question = withMaths(demo.question)
  return (
    <figure className="demo" aria-label={demo.label ?? undefined}>
      <div className="demo-window" aria-hidden="true">
        <div className="demo-toolbar">
          <span />
          <span />
          <span />
        </div>
        <div className="demo-body">
          <div className="demo-page">
            <div className="demo-line wide" />
            <div className="demo-line" />
            <div className="demo-highlight">{question}</div>
            <div className="demo-line" />
            <div className="demo-line short" />
          </div>
          <div className="demo-panel">
            <p className="demo-question">{question}</p>
            <ol className="demo-steps">
              {demo.steps?.map((step, index) => (
                <li key={step.id ?? index}>{withMaths(step.text)}</li>
              ))}
            </ol>
            <p className="demo-answer">
              {withMaths(demo.answer)}{' '}
              {demo.verifiedLabel && <span className="verified-badge">✓ {demo.verifiedLabel}</span>}
            </p>
          </div>
        </div>
      </div>
      {demo.label && <figcaption className="visually-hidden">{demo.label}</figcaption>}
    </figure>
  )
}
