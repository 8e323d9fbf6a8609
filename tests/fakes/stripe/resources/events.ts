import { resourceMissing } from '../errors'
import { listResponse, newestFirst, route, type Route } from '../router'

export const eventRoutes: Route[] = [
  route('GET', '/v1/events', (req, fake) => {
    const type = req.body.string('type')
    const types = req.body.strings('types')
    // `type` accepts Stripe's `*` wildcard, e.g. `customer.subscription.*`.
    const pattern = type ? new RegExp(`^${type.replace(/[.]/g, '\\.').replace(/\*/g, '.*')}$`) : null
    const events = newestFirst(fake.store.events).filter(
      (event) => (!pattern || pattern.test(event.type)) && (types.length === 0 || types.includes(event.type)),
    )
    return listResponse(events, req, '/v1/events')
  }),
  route('GET', '/v1/events/:id', (req, fake) => {
    const event = fake.store.events.find((candidate) => candidate.id === req.params.id)
    if (!event) throw resourceMissing('event', req.params.id ?? '')
    return event
  }),
]
