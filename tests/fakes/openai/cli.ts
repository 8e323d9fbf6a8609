/** Runs the fake model for browser tests: prints `FAKE_MODEL_READY {json env}` and serves until killed. */
import { startFakeModel } from './server'

const port = Number(process.env.FAKE_MODEL_PORT || 0)
const model = await startFakeModel({ port, tokenDelayMs: 5 }).catch((error: NodeJS.ErrnoException) => {
  console.error(`fake model: cannot listen on port ${port} (${error.code ?? error.message})`)
  process.exit(1)
})
console.log(
  `FAKE_MODEL_READY ${JSON.stringify({ AI_BASE_URL: model.baseUrl, AI_API_KEY: model.apiKey, AI_MODEL: 'fake-model', AI_VISION_MODEL: 'fake-vision-model' })}`,
)
const stop = async () => {
  await model.stop()
  process.exit(0)
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
