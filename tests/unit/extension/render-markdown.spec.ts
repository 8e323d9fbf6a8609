import { existsSync } from 'node:fs'

import { type Browser, chromium, type Page } from '@playwright/test'
import { build } from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/lib/chromium.mjs'

/**
 * The answer renderer runs here in real Chromium, as in the extension: DOMPurify does not sanitise
 * under happy-dom (its node checks fail there and every element passes), so a happy-dom test of the
 * sanitiser would pass whatever the code did. Skipped only where Chromium is not installed.
 */
type Rendered = { html: string; text: string; count: Record<string, number>; attr: (string | null)[] }

let browser: Browser
let page: Page

const render = (markdown: string, selectors: string[] = [], attrOf?: [string, string]) =>
  page.evaluate(
    ({ markdown, selectors, attrOf }): Rendered => {
      const host = document.createElement('div')
      host.append((window as any).StudifyMarkdown.renderMarkdown(markdown))
      return {
        html: host.innerHTML,
        text: host.textContent ?? '',
        count: Object.fromEntries(selectors.map((s) => [s, host.querySelectorAll(s).length])),
        attr: attrOf ? [...host.querySelectorAll(attrOf[0])].map((el) => el.getAttribute(attrOf[1])) : [],
      }
    },
    { markdown, selectors, attrOf },
  )

describe.skipIf(!existsSync(CHROMIUM_PATH))('renderMarkdown (marked → DOMPurify → KaTeX), in Chromium', () => {
  beforeAll(async () => {
    const bundle = await build({
      entryPoints: ['src/lib/markdown/render-markdown.ts'],
      bundle: true,
      format: 'iife',
      globalName: 'StudifyMarkdown',
      write: false,
      tsconfig: 'extension/tsconfig.json',
      logLevel: 'silent',
    })
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true })
    page = await browser.newPage()
    await page.setContent('<!doctype html><html><head></head><body></body></html>')
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text })
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
  })

  it('renders Markdown', async () => {
    const { count } = await render('**Step 1.** Read it.\n\n- one\n- two', ['strong', 'li'])
    expect(count).toEqual({ strong: 1, li: 2 })
  })

  it('renders inline maths $x^2$ with KaTeX', async () => {
    const result = await render('We get $x^2$ here.', ['[data-math="inline"] .katex', 'msup'])
    expect(result.count['[data-math="inline"] .katex']).toBe(1)
    expect(result.count.msup).toBe(1)
    expect(result.html).toContain('<annotation encoding="application/x-tex">x^2</annotation>')
    expect(result.text).toContain('We get')
  })

  it('renders $$…$$ and \\[…\\] in display mode, inside and outside paragraphs', async () => {
    const { count } = await render('$$\\frac{a}{b}$$\n\nand \\[x = 1\\] too', ['.katex-display', 'mfrac'])
    expect(count).toEqual({ '.katex-display': 2, mfrac: 1 })
  })

  it('keeps maths away from Markdown emphasis', async () => {
    const result = await render('$a_1 * b_2 * c$', ['em', '.katex'])
    expect(result.count).toEqual({ em: 0, '.katex': 1 })
    expect(result.html).toContain('a_1 * b_2 * c</annotation>')
  })

  it('leaves prices and code alone', async () => {
    const result = await render('It costs $5 and $10.\n\n`$x$` stays code', ['[data-math]', 'code'])
    expect(result.count).toEqual({ '[data-math]': 0, code: 1 })
    expect(result.text).toContain('It costs $5 and $10.')
    expect(result.text).toContain('$x$ stays code')
  })

  it('shows raw HTML as text: no <img onerror>, no <script>', async () => {
    const result = await render(
      'Look <img src=x onerror="alert(1)"> and <script>alert(2)</script>\n\n<script>alert(3)</script>\n\n<div onclick="x">d</div>',
      ['img', 'script', '[onerror]', '[onclick]'],
    )
    expect(result.count).toEqual({ img: 0, script: 0, '[onerror]': 0, '[onclick]': 0 })
    expect(result.text).toContain('<img src=x onerror="alert(1)">')
  })

  it('drops javascript: links and opens the others in a new tab', async () => {
    const result = await render('[bad](javascript:alert(1)) [good](https://example.com)', [], ['a', 'href'])
    expect(result.attr).not.toContain('javascript:alert(1)')
    expect(result.attr).toContain('https://example.com')
    const targets = await render('[good](https://example.com)', [], ['a', 'target'])
    expect(targets.attr).toEqual(['_blank'])
    const rel = await render('[good](https://example.com)', [], ['a', 'rel'])
    expect(rel.attr).toEqual(['noopener noreferrer'])
  })

  it('does not let KaTeX make links or ids (trust: false)', async () => {
    const result = await render('$\\href{javascript:alert(1)}{x}$ and $\\htmlId{a}{b}$', ['a', '#a'])
    expect(result.count).toEqual({ a: 0, '#a': 0 })
  })

  it('drops Markdown images: answers load nothing remote', async () => {
    const { count } = await render('![tracker](https://example.com/t.png)', ['img'])
    expect(count.img).toBe(0)
  })

  it('survives half-written maths while streaming', async () => {
    const result = await render('So $x^', ['.katex'])
    expect(result.count['.katex']).toBe(0)
    expect(result.text).toContain('So $x^')
  })
})
