import { permanentRedirect } from 'next/navigation'

/** Any unknown path goes to the home page (spec §2, Language routing). */
export default function UnknownPath() {
  permanentRedirect('/')
}
