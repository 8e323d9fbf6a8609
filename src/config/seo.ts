/** Stored limits of SEO fields (the plugin's indicators show the recommended 50–60 / 100–150 characters). */
export const SEO_LIMITS = { titleMax: 120, descriptionMax: 320 } as const
