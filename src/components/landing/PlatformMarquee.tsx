import { LEARNING_PLATFORMS } from '@/config/content'

/** The scrolling banner of learning platforms; static under reduced motion. */
export function PlatformMarquee({ label }: { label: string }) {
  return (
    <section className="platforms" aria-label={label}>
      <p className="platforms-label">{label}</p>
      <div className="marquee">
        <ul className="marquee-track">
          {[...LEARNING_PLATFORMS, ...LEARNING_PLATFORMS].map((platform, index) => (
            <li key={`${platform}-${index}`} aria-hidden={index >= LEARNING_PLATFORMS.length ? 'true' : undefined}>
              {platform}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
