'use client'

import { getTranslation } from '@payloadcms/translations'
import {
  Banner,
  Button,
  DatePicker,
  Drawer,
  FieldLabel,
  Gutter,
  ReactSelect,
  ShimmerEffect,
  Table,
  TimezonePicker,
  toast,
  useConfig,
  useDocumentInfo,
  useDocumentTitle,
  useLocale,
  useServerFunctions,
  useModal,
  useTranslation,
} from '@payloadcms/ui'
import { DrawerCloseButton } from '@payloadcms/ui/elements/BulkUpload/DrawerCloseButton'
import { Radio } from '@payloadcms/ui/fields/RadioGroup/Radio'
import { useCallback, useEffect, useMemo, useState } from 'react'

import { upcomingColumns, type UpcomingEvent } from './upcoming-columns'
import { browserTimeZone, endOfToday, isToday, startOfToday, transposeZone } from './zoned-time'

type Option = { label: string; value: string }
type PublishType = 'publish' | 'unpublish'

/**
 * The zones offered: the admin's, with the browser's own first when the list lacks it (Payload's
 * list has no UTC): the picker shows times in the browser's zone, so that is the one meant by default.
 */
const zoneOptions = (supported: { label: string; value: string }[]) => {
  const own = browserTimeZone()
  return supported.some((zone) => zone.value === own) ? supported : [{ label: own, value: own }, ...supported]
}

/**
 * Payload's schedule drawer (PublishButton/ScheduleDrawer), with the defaults an editor expects
 * (issue 34 items 1 and 8): "Locale to publish" is the locale being edited (All stays one choice
 * for an account with every locale), the type is Publish unless the document is live with nothing
 * newer, and a time zone is chosen (the browser's), so no field reads "Select a value".
 */
export function ScheduleDrawer({
  slug,
  defaultType,
  allowAllLocales,
}: {
  slug: string
  defaultType: PublishType
  allowAllLocales: boolean
}) {
  const { toggleModal } = useModal()
  const {
    config: {
      admin: {
        dateFormat,
        timezones: { supportedTimezones },
      },
      localization,
    },
  } = useConfig()
  const { id, collectionSlug, globalSlug } = useDocumentInfo()
  const { title } = useDocumentTitle()
  const { i18n, t } = useTranslation()
  const { code: editedLocale } = useLocale()
  const { getUpcomingScheduledPublish, schedulePublish } = useServerFunctions()

  const localeOptions = useMemo<Option[]>(() => {
    if (!localization) return []
    const options = localization.locales.map(({ code, label }) => ({ label: getTranslation(label, i18n), value: code }))
    return allowAllLocales ? [{ label: t('general:all'), value: 'all' }, ...options] : options
  }, [allowAllLocales, localization, i18n, t])

  const [type, setType] = useState<PublishType>(defaultType)
  const [date, setDate] = useState<Date | undefined>()
  const timezones = useMemo(() => zoneOptions(supportedTimezones), [supportedTimezones])
  const [timezone, setTimezone] = useState(browserTimeZone)
  const [locale, setLocale] = useState<Option | undefined>(
    () => localeOptions.find((option) => option.value === editedLocale) ?? localeOptions[0],
  )
  const [processing, setProcessing] = useState(false)
  const [upcoming, setUpcoming] = useState<UpcomingEvent[] | undefined>()

  const fetchUpcoming = useCallback(async () => {
    setUpcoming(
      (await getUpcomingScheduledPublish({ id, collectionSlug, globalSlug } as never)) as unknown as UpcomingEvent[],
    )
  }, [collectionSlug, globalSlug, getUpcomingScheduledPublish, id])

  const onDelete = useCallback(
    async (eventId: number | string) => {
      try {
        await schedulePublish({ deleteID: eventId } as never)
        await fetchUpcoming()
        toast.success(t('general:deletedSuccessfully'))
      } catch (error) {
        toast.error((error as Error).message)
      }
    },
    [fetchUpcoming, schedulePublish, t],
  )

  useEffect(() => {
    // The list loads once, when the drawer opens (Payload's own drawer does the same).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!upcoming) void fetchUpcoming()
  }, [upcoming, fetchUpcoming])

  const onSave = useCallback(async () => {
    if (!date) return toast.error(t('general:noDateSelected'))
    setProcessing(true)
    const localeToPublish = type === 'publish' && locale && locale.value !== 'all' ? locale.value : undefined
    try {
      const result = (await schedulePublish({
        type,
        date,
        doc: collectionSlug ? { relationTo: collectionSlug, value: String(id) } : undefined,
        global: globalSlug || undefined,
        localeToPublish,
        timezone,
      } as never)) as { error?: string } | undefined
      // The guarded server function (src/admin/server-functions.ts) answers a refusal as `error`.
      if (result?.error) toast.error(result.error)
      else {
        setDate(undefined)
        toast.success(t('version:scheduledSuccessfully'))
        void fetchUpcoming()
      }
    } catch (error) {
      toast.error((error as Error).message)
    }
    setProcessing(false)
  }, [date, locale, type, t, schedulePublish, collectionSlug, id, globalSlug, timezone, fetchUpcoming])

  // The picker shows the browser's wall time; the editor means that wall time in the chosen zone.
  const displayedValue = useMemo(
    () => (timezone && date ? transposeZone(date, timezone, browserTimeZone()).toISOString() : date),
    [timezone, date],
  )
  const onChangeDate = useCallback(
    (incoming: Date | null) =>
      setDate(incoming ? (timezone ? transposeZone(incoming, browserTimeZone(), timezone) : incoming) : undefined),
    [timezone],
  )
  const minTime = useMemo(() => (date && isToday(date) ? new Date() : startOfToday()), [date])
  const modalTitle = t('general:schedulePublishFor', { title })
  const typeOption = (value: PublishType) => (
    <li>
      <Radio
        id={`${slug}-type`}
        isSelected={type === value}
        onChange={() => setType(value)}
        option={{ label: t(`version:${value}`), value }}
        path={`${slug}-type`}
        readOnly={processing}
      />
    </li>
  )

  return (
    <Drawer
      className="schedule-publish"
      gutter={false}
      Header={
        <div className="schedule-publish__drawer-header">
          <h2 title={modalTitle}>{modalTitle}</h2>
          <DrawerCloseButton onClick={() => toggleModal(slug)} />
        </div>
      }
      slug={slug}
    >
      <Gutter className="schedule-publish__scheduler">
        <FieldLabel label={t('version:type')} required />
        <ul className="schedule-publish__type">
          {typeOption('publish')}
          {typeOption('unpublish')}
        </ul>
        <br />
        <FieldLabel label={t('general:time')} path="time" required />
        <DatePicker
          id="time"
          maxTime={endOfToday()}
          minDate={new Date()}
          minTime={minTime}
          onChange={onChangeDate}
          pickerAppearance="dayAndTime"
          readOnly={processing}
          timeIntervals={5}
          value={displayedValue}
        />
        {timezones.length > 0 ? (
          <TimezonePicker id="timezone-picker" onChange={setTimezone} options={timezones} selectedTimezone={timezone} />
        ) : null}
        <br />
        {localeOptions.length > 0 && type === 'publish' ? (
          <>
            <FieldLabel label={t('localization:localeToPublish')} />
            <ReactSelect onChange={(option) => setLocale(option as Option)} options={localeOptions} value={locale} />
            <br />
          </>
        ) : null}
        <div className="schedule-publish__actions">
          <Button
            buttonStyle="primary"
            disabled={processing}
            id="scheduled-publish-save"
            onClick={() => void onSave()}
            type="button"
          >
            {t('general:save')}
          </Button>
          {processing ? <span>{t('general:saving')}</span> : null}
        </div>
      </Gutter>
      <Gutter className="schedule-publish__upcoming">
        <h4>{t('general:upcomingEvents')}</h4>
        {!upcoming ? <ShimmerEffect /> : null}
        {upcoming?.length === 0 ? <Banner type="info">{t('general:noUpcomingEventsScheduled')}</Banner> : null}
        {upcoming?.length ? (
          <Table
            appearance="condensed"
            columns={upcomingColumns({
              dateFormat,
              onDelete: (eventId) => void onDelete(eventId),
              docs: upcoming,
              i18n,
              localization,
              supportedTimezones: timezones,
              t: t as (key: string) => string,
            })}
            data={upcoming}
          />
        ) : null}
      </Gutter>
    </Drawer>
  )
}
