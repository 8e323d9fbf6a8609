import { AccessRequests } from './AccessRequests'
import { withPublishedReads } from '../src/access/published-read'
import { Answers } from './Answers'
import { AuthAttempts } from './AuthAttempts'
import { CacheTags } from './CacheTags'
import { Categories } from './Categories'
import { Competitors } from './Competitors'
import { Downloads } from './Downloads'
import { Essays } from './Essays'
import { Faqs } from './Faqs'
import { Flashcards } from './Flashcards'
import { HelpArticles } from './HelpArticles'
import { HelpCategories } from './HelpCategories'
import { Media } from './Media'
import { Payments } from './Payments'
import { Pages } from './Pages'
import { Posts } from './Posts'
import { QuestionImages } from './QuestionImages'
import { ReportImages } from './ReportImages'
import { withEmptyDataDefault } from './shared/empty-data'
import { withMalformedIdGuard } from './shared/reject-malformed-id'
import { withStrictSelects } from './shared/strict-select'
import { StripeEvents } from './StripeEvents'
import { Subscriptions } from './Subscriptions'
import { Testimonials } from './Testimonials'
import { Threads } from './Threads'
import { Users } from './Users'
import { Visits } from './Visits'
import { WeeklyUsage } from './WeeklyUsage'
import { WrongAnswerReports } from './WrongAnswerReports'

export const collections = [
  Users,
  Media,
  Pages,
  Posts,
  Categories,
  HelpCategories,
  HelpArticles,
  Competitors,
  Testimonials,
  Faqs,
  Visits,
  AccessRequests,
  AuthAttempts,
  CacheTags,
  ReportImages,
  WrongAnswerReports,
  StripeEvents,
  Payments,
  Subscriptions,
  Downloads,
  QuestionImages,
  Threads,
  Answers,
  WeeklyUsage,
  Essays,
  Flashcards,
]
  .map(withMalformedIdGuard)
  .map(withEmptyDataDefault)
  .map(withStrictSelects)
  .map(withPublishedReads)
