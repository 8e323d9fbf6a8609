import { AccessRequests } from './AccessRequests'
import { AuthAttempts } from './AuthAttempts'
import { Competitors } from './Competitors'
import { Faqs } from './Faqs'
import { HelpArticles } from './HelpArticles'
import { HelpCategories } from './HelpCategories'
import { Media } from './Media'
import { Posts } from './Posts'
import { withMalformedIdGuard } from './shared/reject-malformed-id'
import { Testimonials } from './Testimonials'
import { Users } from './Users'
import { Visits } from './Visits'

export const collections = [
  Users,
  Media,
  Posts,
  HelpCategories,
  HelpArticles,
  Competitors,
  Testimonials,
  Faqs,
  Visits,
  AccessRequests,
  AuthAttempts,
].map(withMalformedIdGuard)
