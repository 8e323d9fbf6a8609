/** The ask page: where students ask from any browser or phone (issue 36), and the installed app's start. */
export const ASK_PAGE_PATH = '/dashboard/ask'

/** Browser-storage keys of the ask page: the open conversation and the chosen answer language, per account. */
export const ASK_STORAGE_KEYS = {
  threadId: (userId: string | number) => `studify.ask.thread.${userId}`,
  answerLocale: (userId: string | number) => `studify.ask.answerLocale.${userId}`,
} as const
