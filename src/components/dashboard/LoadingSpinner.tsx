import './loading.css'

/** A centred spinner announced to screen readers by its label, while a page waits for the session. */
export function LoadingSpinner({ label }: { label: string }) {
  return (
    <div className="page-loading" role="status">
      <span className="page-spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  )
}
