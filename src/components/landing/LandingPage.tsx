import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/config/locales'
import { contentPlaceholders, fillPlaceholders, TRIAL_CHECKOUT_PATH } from '@/config/plans'
import { Link } from '@/i18n/link'
import { pageUrl } from '@/lib/absolute-url'
import { getPayloadClient } from '@/lib/payload'
import {
  comparisonPage,
  type ComparisonRow,
  faqPage,
  graph,
  organization,
  planNames,
  product,
} from '@/lib/structured-data'
import type { Competitor } from '@/payload-types'
import { getLanding, getPricing, getSiteSettings, listFaqs, listTestimonials } from '@/services/content/cached-queries'

import { JsonLd } from '../site/JsonLd'
import { ComparisonTable } from './ComparisonTable'
import { DemoPanel } from './DemoPanel'
import { FaqAccordion } from './FaqAccordion'
import { FeatureIcon } from './FeatureIcon'
import { FlashSaleCountdown } from './FlashSaleCountdown'
import { OfferSection } from './OfferSection'
import { PlatformMarquee } from './PlatformMarquee'
import { Reveal } from './Reveal'
import { Testimonials } from './Testimonials'

/** The landing page (spec §2); on /alternative/{competitor} with the competitor's headline. */
export async function LandingPage({ locale, competitor }: { locale: Locale; competitor?: Competitor }) {
  const payload = await getPayloadClient()
  const [landing, settings, pricing, faqs, testimonials, t, tHow, tComparison, tFaq, tFeatures, tAlternative, tPlans] =
    await Promise.all([
      getLanding({ payload, locale }),
      getSiteSettings({ payload, locale }),
      getPricing({ payload, locale }),
      listFaqs({ payload, locale }),
      listTestimonials({ payload, locale }),
      getTranslations({ locale, namespace: 'hero' }),
      getTranslations({ locale, namespace: 'howItWorks' }),
      getTranslations({ locale, namespace: 'comparison' }),
      getTranslations({ locale, namespace: 'faq' }),
      getTranslations({ locale, namespace: 'features' }),
      getTranslations({ locale, namespace: 'alternative' }),
      getTranslations({ locale, namespace: 'plans' }),
    ])
  const placeholders = contentPlaceholders(locale)
  const fill = (text: string | null | undefined) => fillPlaceholders(text ?? '', placeholders)
  const { hero, claims } = { hero: landing.hero, claims: settings.claims }
  const headline = competitor
    ? fill(hero.competitorHeadline).replace('{competitor}', competitor.displayName)
    : fill(hero.headline)
  const rating = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(claims.ratingValue)
  const ratingCount = new Intl.NumberFormat(locale).format(claims.ratingCount)
  const faqItems = faqs.map((faq) => ({ id: String(faq.id), question: faq.question ?? '', answer: fill(faq.answer) }))
  const url = pageUrl(locale, competitor ? `/alternative/${competitor.slug}` : '/')
  // A competitor page compares Studify with that product when an editor wrote its rows.
  const competitorRows: ComparisonRow[] = (competitor?.comparisonRows ?? []).map((row) => ({
    feature: row.feature,
    studify: fill(row.studify),
    competitor: row.competitor,
  }))
  const comparison =
    competitor && competitorRows.length > 0
      ? {
          heading: tAlternative('comparisonTitle', { competitor: competitor.displayName }),
          intro: competitor.comparison,
          otherLabel: competitor.displayName,
          rows: competitorRows,
          note: tAlternative('sourceNote', { competitor: competitor.displayName }),
        }
      : {
          heading: fill(landing.comparison?.heading),
          otherLabel: tComparison('chatbot'),
          rows: (landing.comparison?.rows ?? []).map((row) => ({
            feature: row.feature,
            studify: fill(row.studify),
            competitor: row.chatbot,
          })),
        }
  const structuredData = competitor
    ? comparisonPage({
        locale,
        url,
        name: competitor.seoTitle ?? headline,
        description: competitor.seoDescription,
        competitorName: competitor.displayName,
        heading: comparison.heading,
        rows: comparison.rows,
      })
    : product({
        settings,
        locale,
        url,
        reviewCount: testimonials.length,
        planNames: planNames((plan) => tPlans(plan)),
      })

  return (
    <>
      <section className="hero">
        <div className="container hero-grid">
          <div className="hero-copy">
            {/* Cached pages outlive the sale: the banner itself hides once its end has passed. */}
            {hero.saleEndsAt && <FlashSaleCountdown endsAt={hero.saleEndsAt} label={fill(hero.flashSaleLabel)} />}
            <p className="rating-line">
              <span className="stars" aria-hidden="true">
                ★★★★★
              </span>{' '}
              {fill(hero.ratingText).replace('{rating}', rating).replace('{count}', ratingCount)}
            </p>
            <h1>{headline}</h1>
            {hero.subheadline && <p className="lead">{fill(hero.subheadline)}</p>}
            <ul className="check-list benefits">
              {hero.benefits?.map((benefit) => (
                <li key={benefit.id}>{fill(benefit.text)}</li>
              ))}
            </ul>
            <Link href={TRIAL_CHECKOUT_PATH} className="button button-primary button-large">
              {fill(hero.ctaLabel)}
            </Link>
          </div>
          <DemoPanel locale={locale} />
        </div>
        <PlatformMarquee label={t('platformsLabel')} />
      </section>

      <section id="features" className="section" aria-labelledby="features-title">
        <div className="container">
          <h2 id="features-title">{tFeatures('title')}</h2>
          <p className="lead">{tFeatures('subtitle')}</p>
          <ul className="feature-grid">
            {landing.features?.map((feature, index) => (
              <Reveal
                as="li"
                key={feature.id}
                className={`feature-card${index === 4 ? ' feature-card-languages' : ''}`}
              >
                <FeatureIcon index={index} answerLanguages={claims.answerLanguages} />
                <h3>{fill(feature.title)}</h3>
                <p>{fill(feature.description)}</p>
              </Reveal>
            ))}
          </ul>
        </div>
      </section>

      <section id="how-it-works" className="section section-alt" aria-labelledby="how-title">
        <div className="container">
          <h2 id="how-title">{tHow('title')}</h2>
          <ol className="steps">
            {([1, 2, 3] as const).map((step) => (
              <li key={step}>
                <span className="step-number" aria-hidden="true">
                  {step}
                </span>
                <h3>{tHow(`step${step}Title`)}</h3>
                <p>{tHow(`step${step}Text`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <OfferSection locale={locale} pricing={pricing} />

      {comparison.rows.length > 0 && <ComparisonTable featureLabel={tComparison('feature')} {...comparison} />}

      <Testimonials locale={locale} testimonials={testimonials} />

      <section id="faq" className="section" aria-labelledby="faq-title">
        <div className="container narrow">
          <h2 id="faq-title">{(await getTranslations({ locale, namespace: 'home' }))('faqTitle')}</h2>
          <FaqAccordion items={faqItems} />
          <p className="faq-contact">
            {tFaq.rich('contact', {
              email: settings.supportEmail,
            })}{' '}
            <a href={`mailto:${settings.supportEmail}`} className="visually-hidden">
              {settings.supportEmail}
            </a>
          </p>
        </div>
      </section>

      <section className="section final-cta" aria-labelledby="final-cta-title">
        <div className="container narrow">
          <h2 id="final-cta-title">{fill(landing.finalCta?.heading)}</h2>
          <p className="lead">{fill(landing.finalCta?.text)}</p>
          <Link href={TRIAL_CHECKOUT_PATH} className="button button-primary button-large">
            {fill(landing.finalCta?.buttonLabel)}
          </Link>
        </div>
      </section>

      <JsonLd data={graph([organization(settings), structuredData, ...(competitor ? [] : [faqPage(faqItems, url)])])} />
    </>
  )
}
