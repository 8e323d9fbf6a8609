import type { FailedSchedule } from '../../services/content/failed-schedules'

/** The admin page of the document (or global) a schedule was for, in the language it was to publish. */
export const editUrlOf = (failure: Pick<FailedSchedule, 'collection' | 'docId' | 'global' | 'locale'>) => {
  const path = failure.global
    ? `/admin/globals/${failure.global}`
    : `/admin/collections/${failure.collection}/${encodeURIComponent(failure.docId ?? '')}`
  return failure.locale ? `${path}?locale=${failure.locale}` : path
}
