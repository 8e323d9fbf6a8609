import type { Page } from '@playwright/test'

/**
 * The autosave (a draft PATCH) whose body carries `text`. Payload disables Publish while an autosave
 * is under way, so a click then is lost (the status stays "Changed"): a test publishes once the save
 * of its last edit has answered, as an editor publishes after "Saved". Start waiting before the edit.
 */
export const autosaved = (page: Page, text = '') =>
  page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' &&
      /autosave=true/.test(response.url()) &&
      (response.request().postData() ?? '').includes(text),
  )
