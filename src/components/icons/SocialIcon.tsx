const PATHS: Record<string, string> = {
  x: 'M4 4l16 16M20 4L4 20',
  instagram:
    'M7 3h10a4 4 0 014 4v10a4 4 0 01-4 4H7a4 4 0 01-4-4V7a4 4 0 014-4zm5 5a4 4 0 100 8 4 4 0 000-8zm5.5-1.5h.01',
  tiktok: 'M14 3v11a4 4 0 11-4-4M14 3c0 3 2 5 5 5',
  youtube: 'M3 8a3 3 0 013-3h12a3 3 0 013 3v8a3 3 0 01-3 3H6a3 3 0 01-3-3zm7 1v6l5-3z',
  discord: 'M7 7c3-1.5 7-1.5 10 0l2 9c-2 1.5-4 2-4 2l-1-2m-4 0l-1 2s-2-.5-4-2zM9.5 12.5h.01M14.5 12.5h.01',
  linkedin: 'M4 9h4v11H4zM6 4a2 2 0 110 4 2 2 0 010-4zm4 5h4v2c1-2 6-2.5 6 2v7h-4v-6c0-2-3-2-3 0v6h-3z',
}

export function SocialIcon({ platform }: { platform: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[platform] ?? PATHS.x} />
    </svg>
  )
}
