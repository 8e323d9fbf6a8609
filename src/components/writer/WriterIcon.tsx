import type { ReactNode } from 'react'

const PATHS = {
  home: <path d="M3 11 12 4l9 7M5 10v10h5v-6h4v6h5V10" />,
  generator: <path d="m4 20 4-1 11-11a2.1 2.1 0 0 0-3-3L5 16l-1 4Zm10-13 3 3" />,
  humanizer: <path d="M12 3a5 5 0 0 1 5 5v1a5 5 0 0 1-10 0V8a5 5 0 0 1 5-5Zm-7 18a7 7 0 0 1 14 0" />,
  detector: <path d="M11 4a7 7 0 1 1 0 14 7 7 0 0 1 0-14Zm5 12 4 4M8 11l2 2 4-4" />,
  help: <path d="M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18Zm-2.5 6.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5V14m0 3v.01" />,
  collapse: <path d="M15 5 8 12l7 7" />,
  essay: <path d="M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6" />,
  copy: <path d="M9 9h11v11H9zM5 15H4V4h11v1" />,
  trash: <path d="M4 7h16M9 7V4h6v3m-8 0 1 13h8l1-13" />,
  download: <path d="M12 4v11m-5-5 5 5 5-5M5 20h14" />,
  up: <path d="m6 15 6-6 6 6" />,
  down: <path d="m6 9 6 6 6-6" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  plus: <path d="M12 5v14M5 12h14" />,
} satisfies Record<string, ReactNode>

export type WriterIconName = keyof typeof PATHS

/** The writer area's line icons (decorative: the button or link around them carries the name). */
export function WriterIcon({ name, size = 20 }: { name: WriterIconName; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name]}
    </svg>
  )
}
