/** Small line icons (no emoji: not every phone or school computer has a colour-emoji font). */
const Icon = ({ path }: { path: string }) => (
  <svg
    aria-hidden="true"
    focusable="false"
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    className="answers-icon"
  >
    <path d={path} />
  </svg>
)

export const CameraIcon = () => <Icon path="M4 8h3l2-3h6l2 3h3v11H4z M12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z" />
export const ThumbUpIcon = () => (
  <Icon path="M7 10v10H4V10z M7 10l4-7a2 2 0 0 1 3 2l-1 5h6a2 2 0 0 1 2 2l-2 6a2 2 0 0 1-2 2H7" />
)
export const ThumbDownIcon = () => (
  <Icon path="M7 14V4H4v10z M7 14l4 7a2 2 0 0 0 3-2l-1-5h6a2 2 0 0 0 2-2l-2-6a2 2 0 0 0-2-2H7" />
)
